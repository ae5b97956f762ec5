import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../cx';
import { Link } from '../../link/LinkProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { button } from './Button.css';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'outline'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

interface CommonProps {
  variant?: ButtonVariant;
  /** `inverse` on the navy bands. */
  tone?: 'light' | 'inverse';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
  className?: string;
  children: ReactNode;
}

export interface ButtonAsButtonProps
  extends CommonProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof CommonProps> {
  href?: undefined;
}

export interface ButtonAsLinkProps extends CommonProps {
  href: string;
  /** Opens in a new tab without opener access. */
  external?: boolean;
  /** With `external`: "opens in a new tab", read after the label by screen readers. */
  newTabHint?: string;
  hrefLang?: string;
  'aria-label'?: string;
  onClick?: () => void;
}

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

/** A call to action: a `<button>`, or a link styled as one when `href` is given. */
export function Button(props: ButtonProps) {
  const { variant, tone, size, fullWidth, className, children } = props;
  const classes = cx(button({ variant, tone, size, fullWidth }), className);
  if (props.href !== undefined) {
    const { href, external, newTabHint, hrefLang, onClick } = props;
    return (
      <Link
        href={href}
        external={external}
        hrefLang={hrefLang}
        aria-label={props['aria-label']}
        onClick={onClick}
        className={classes}
      >
        {children}
        {external && newTabHint ? <VisuallyHidden> ({newTabHint})</VisuallyHidden> : null}
      </Link>
    );
  }
  const {
    variant: _variant,
    tone: _tone,
    size: _size,
    fullWidth: _fullWidth,
    className: _className,
    children: _children,
    type = 'button',
    ...rest
  } = props;
  return (
    <button type={type} {...rest} className={classes}>
      {children}
    </button>
  );
}
