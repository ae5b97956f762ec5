import type { HTMLAttributes } from 'react';
import { cx } from '../../cx';
import { container } from './Container.css';

export interface ContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** `prose` keeps long text at a readable measure. */
  width?: 'content' | 'prose';
}

/** Centres content at the page width with side gutters. */
export function Container({ width, className, ...props }: ContainerProps) {
  return <div {...props} className={cx(container({ width }), className)} />;
}
