import type { ReactNode } from 'react';
import { Link } from '../../link/LinkProvider';
import { Icon, type IconName } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Card.css';

type HeadingLevel = 2 | 3 | 4;

function Heading({ level = 3, children }: { level?: HeadingLevel; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return <Tag className={styles.title}>{children}</Tag>;
}

function CardIcon({ icon }: { icon?: IconName }) {
  return icon ? (
    <span className={styles.icon}>
      <Icon name={icon} />
    </span>
  ) : null;
}

export interface FeatureCardProps {
  /** A decorative icon (`Icon`'s names). */
  icon?: IconName;
  title: string;
  text: string;
  /** Short facts shown as chips, e.g. "3% down". */
  facts?: readonly string[];
  tone?: 'default' | 'surface' | 'warm';
  align?: 'start' | 'center';
  headingLevel?: HeadingLevel;
}

/** Icon, title and text: the base of the benefit, loan-type, value and category cards. */
export function FeatureCard({ icon, title, text, facts, tone, align, headingLevel }: FeatureCardProps) {
  return (
    <article className={styles.card({ tone, align })}>
      <CardIcon icon={icon} />
      <Heading level={headingLevel}>{title}</Heading>
      <p className={styles.text}>{text}</p>
      {facts && facts.length > 0 ? (
        <ul className={styles.facts}>
          {facts.map((fact) => (
            <li key={fact} className={styles.fact}>
              {fact}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

export type BenefitCardProps = Omit<FeatureCardProps, 'facts'>;
/** One reason to choose the broker (home and refinance pages). */
export function BenefitCard(props: BenefitCardProps) {
  return <FeatureCard {...props} />;
}

export type LoanTypeCardProps = FeatureCardProps;
/** A standard loan type (conventional, FHA, VA, USDA) with its key facts. */
export function LoanTypeCard(props: LoanTypeCardProps) {
  return <FeatureCard {...props} />;
}

export type ValueCardProps = Omit<FeatureCardProps, 'facts'>;
/** A company value (Integrity, Excellence, …). */
export function ValueCard(props: ValueCardProps) {
  return <FeatureCard align="center" tone="warm" {...props} />;
}

export type CategoryCardProps = Omit<FeatureCardProps, 'facts'>;
/** An informational, non-clickable blog category tile. */
export function CategoryCard(props: CategoryCardProps) {
  return <FeatureCard tone="surface" align="center" {...props} />;
}

export interface ProgramCardProps {
  /** A decorative icon (`Icon`'s names). */
  icon?: IconName;
  title: string;
  text: string;
  href: string;
  /** Visible call to action, e.g. "Learn more". */
  moreLabel: string;
  /** Called on click, e.g. to record program interest. */
  onClick?: () => void;
  headingLevel?: HeadingLevel;
}

/** A loan program; the whole card links to its article. */
export function ProgramCard({ icon, title, text, href, moreLabel, onClick, headingLevel }: ProgramCardProps) {
  return (
    <article className={styles.card({ interactive: true })}>
      <CardIcon icon={icon} />
      <Heading level={headingLevel}>
        <Link href={href} className={styles.stretchedLink} onClick={onClick}>
          {title}
        </Link>
      </Heading>
      <p className={styles.text}>{text}</p>
      <span className={styles.more} aria-hidden="true">
        {moreLabel} →
      </span>
    </article>
  );
}

export interface TestimonialCardProps {
  quote: string;
  /** First name and initial, e.g. "Maria G." */
  name: string;
  /** e.g. "First-time buyer, Kendall" */
  descriptor: string;
}

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** A client's words with who said them. */
export function TestimonialCard({ quote, name, descriptor }: TestimonialCardProps) {
  return (
    <figure className={styles.card({ tone: 'default' })}>
      <blockquote className={styles.quote}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={styles.person}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(name)}
        </span>
        <span>
          <cite className={styles.name}>{name}</cite>
          <VisuallyHidden>, </VisuallyHidden>
          <span className={styles.descriptor}>{descriptor}</span>
        </span>
      </figcaption>
    </figure>
  );
}

export interface TeamCardProps {
  name: string;
  role: string;
  text: string;
  headingLevel?: HeadingLevel;
  /** A loan originator's license: the link text ("NMLS #2104590"), their public record, and the link's full name. */
  license?: { text: string; href: string; label: string };
}

/** A team member's profile. */
export function TeamCard({ name, role, text, headingLevel, license }: TeamCardProps) {
  return (
    <article className={styles.card({ align: 'center' })}>
      <span className={styles.largeAvatar} aria-hidden="true">
        {initials(name)}
      </span>
      <Heading level={headingLevel}>{name}</Heading>
      <p className={styles.role}>{role}</p>
      {license && (
        <p className={styles.descriptor}>
          <Link href={license.href} external aria-label={license.label}>
            {license.text}
          </Link>
        </p>
      )}
      <p className={styles.text}>{text}</p>
    </article>
  );
}
