import type { ReactNode } from 'react';
import { Container } from '../Container/Container';
import * as styles from './Hero.css';

export interface HeroProps {
  heading: ReactNode;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  /** Calls to action (Buttons). */
  actions?: ReactNode;
  /** Content above the heading, e.g. a back link. */
  before?: ReactNode;
  /** Content under the actions, e.g. article metadata. */
  children?: ReactNode;
  /**
   * Side content, e.g. a tool panel: beside the text from 1000 px, under it on narrower screens
   * (after the text in reading and keyboard order either way). It keeps the page's light colours for
   * its links and focus ring, so a white panel reads as it does anywhere else.
   */
  aside?: ReactNode;
  /**
   * More side content, after `aside`: under the text, beside `aside`, on wide screens; under
   * `aside` on narrower ones. Only with `aside`.
   */
  afterAside?: ReactNode;
  /**
   * A decorative drawing (a `Scene`) along the bottom of the band, full width, in colours made for
   * the band's tone; the band keeps room for it under the text and side content.
   */
  art?: ReactNode;
  tone?: 'inverse' | 'warm';
  align?: 'start' | 'center';
}

/**
 * The opening band of a page with its h1, and optionally side content such as a tool beside the
 * text; the text rises in on load (not under reduced motion).
 */
export function Hero({
  heading,
  lead,
  eyebrow,
  actions,
  before,
  children,
  aside,
  afterAside,
  art,
  tone,
  align,
}: HeroProps) {
  const content = (
    <div className={styles.content}>
      {before}
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.heading}>{heading}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      {children ? <div className={styles.extra}>{children}</div> : null}
    </div>
  );
  const body = aside ? (
    <div className={styles.split}>
      {content}
      <div className={styles.aside}>{aside}</div>
      {afterAside ? <div className={styles.afterAside}>{afterAside}</div> : null}
    </div>
  ) : (
    content
  );
  return (
    <header className={styles.hero({ tone, align, aside: Boolean(aside) })}>
      {art ? <div className={styles.art}>{art}</div> : null}
      <Container>{art ? <div className={styles.artSpace}>{body}</div> : body}</Container>
    </header>
  );
}
