import { Children, type ReactNode } from 'react';
import { useRevealOnScroll } from '../../hooks/useRevealOnScroll';
import { Link } from '../../link/LinkProvider';
import { card, icon as iconStyle, text, title as titleStyle } from '../Card/Card.css';
import { Icon, type IconName } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { frame } from '../CardGrid/CardGrid.css';
import * as styles from './BlogCard.css';

export interface BlogCardProps {
  /** A decorative icon (`Icon`'s names); not shown when the card has `art`. */
  icon?: IconName;
  /** A decorative drawing (a `Scene`) across the top of the card, in a fixed 16:5 frame. */
  art?: ReactNode;
  category: string;
  title: string;
  excerpt: string;
  href: string;
  /** "Read More" / "Leer Más". */
  readMore: string;
  /** Optional line such as "December 2024 · 8 min read". */
  details?: string;
  headingLevel?: 2 | 3;
}

/** An article teaser; the whole card follows its "Read More" link. */
export function BlogCard({
  icon,
  art,
  category,
  title,
  excerpt,
  href,
  readMore,
  details,
  headingLevel = 3,
}: BlogCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={card({ interactive: true })}>
      {art ? (
        <div className={styles.art}>{art}</div>
      ) : icon ? (
        <span className={iconStyle}>
          <Icon name={icon} />
        </span>
      ) : null}
      <p className={styles.meta}>
        <span className={styles.category}>{category}</span>
        {details ? <span className={styles.details}>{details}</span> : null}
      </p>
      <Heading className={titleStyle}>{title}</Heading>
      <p className={text}>{excerpt}</p>
      <Link href={href} className={styles.readMore}>
        {readMore}
        <VisuallyHidden>: {title}</VisuallyHidden>
        <span aria-hidden="true"> →</span>
      </Link>
    </article>
  );
}

export interface BlogGridProps {
  children: ReactNode;
}

/**
 * Two columns of blog cards where two fit (one on phones and with enlarged text). Cards below the fold fade and slide in once as
 * they scroll into view, 0.1s apart; nothing moves under reduced motion.
 */
export function BlogGrid({ children }: BlogGridProps) {
  const ref = useRevealOnScroll<HTMLUListElement>(100);
  return (
    <div className={frame}>
      <ul ref={ref} className={styles.grid}>
        {Children.map(children, (child) => (child ? <li className={styles.item}>{child}</li> : null))}
      </ul>
    </div>
  );
}
