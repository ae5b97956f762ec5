import type { ReactNode } from 'react';
import { cx } from '../../cx';
import { prose } from './Prose.css';

export type ProseProps =
  | { html: string; children?: undefined; className?: string }
  | { html?: undefined; children: ReactNode; className?: string };

/**
 * Typography for long-form text. `html` is the site's own Markdown output (trusted, built at
 * compile time); never pass visitor or API text through it.
 */
export function Prose({ html, children, className }: ProseProps) {
  if (html !== undefined) {
    return <div className={cx(prose, className)} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return <div className={cx(prose, className)}>{children}</div>;
}
