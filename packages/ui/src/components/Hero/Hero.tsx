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
  tone?: 'inverse' | 'warm';
  align?: 'start' | 'center';
}

/** The opening band of a page with its h1; the text rises in on load (not under reduced motion). */
export function Hero({ heading, lead, eyebrow, actions, before, children, tone, align }: HeroProps) {
  return (
    <header className={styles.hero({ tone, align })}>
      <Container>
        <div className={styles.content}>
          {before}
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.heading}>{heading}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
          {children ? <div className={styles.extra}>{children}</div> : null}
        </div>
      </Container>
    </header>
  );
}
