import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../cx';
import { container } from './Container.css';

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** `prose` keeps long text at a readable measure. */
  width?: 'content' | 'prose';
}

/** Centres content at the page width with side gutters. */
export const Container = forwardRef<HTMLDivElement, ContainerProps>(function Container(
  { width, className, ...props },
  ref,
) {
  return <div ref={ref} {...props} className={cx(container({ width }), className)} />;
});
