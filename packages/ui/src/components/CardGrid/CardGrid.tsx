import { Children, type ReactNode } from 'react';
import { cx } from '../../cx';
import { frame, grid, item } from './CardGrid.css';

export interface CardGridProps {
  /** Columns where they fit (measured in rem, so enlarged text gets fewer, wider columns); one on phones. */
  columns?: 2 | 3 | 4;
  className?: string;
  children: ReactNode;
}

/** A responsive list of cards (a `<ul>`, so screen readers announce how many there are). */
export function CardGrid({ columns, className, children }: CardGridProps) {
  return (
    <div className={frame}>
      <ul className={cx(grid({ columns }), className)}>
        {Children.map(children, (child) => (child ? <li className={item}>{child}</li> : null))}
      </ul>
    </div>
  );
}
