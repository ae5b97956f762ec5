import { type ReactNode } from 'react';
import { cx } from '../../cx';
import { Container } from '../Container/Container';
import * as styles from './Section.css';
import { useDomId } from '../../hooks/useDomId';

export const SECTION_TONES = ['default', 'surface', 'warm', 'inverse'] as const;
export type SectionTone = (typeof SECTION_TONES)[number];

export interface SectionProps {
  id?: string;
  tone?: SectionTone;
  align?: 'start' | 'center';
  eyebrow?: ReactNode;
  heading?: ReactNode;
  /** 1 where the section's heading is the page's title (a page without a hero); 2 otherwise. */
  headingLevel?: 1 | 2;
  lead?: ReactNode;
  width?: 'content' | 'prose';
  className?: string;
  children?: ReactNode;
}

/** A band of the page with an optional heading (h2, or the page's h1) that names the region. */
export function Section({
  id,
  tone,
  align,
  eyebrow,
  heading,
  headingLevel = 2,
  lead,
  width,
  className,
  children,
}: SectionProps) {
  const headingId = `${useDomId()}-heading`;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      id={id}
      aria-labelledby={heading ? headingId : undefined}
      className={cx(styles.section({ tone, align }), className)}
      data-tone={tone ?? 'default'}
    >
      <Container width={width}>
        {heading || eyebrow || lead ? (
          <div className={styles.header}>
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            {heading ? (
              <Heading id={headingId} className={styles.heading}>
                {heading}
              </Heading>
            ) : null}
            {lead ? <p className={styles.lead}>{lead}</p> : null}
          </div>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
