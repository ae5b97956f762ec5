import { useState } from 'react';
import { useDomId } from '../../hooks/useDomId';
import { useLinkComponent } from '../../link';
import * as styles from './ProgramFinder.css';

export interface ProgramFinderOption {
  /** Stable id of the choice (e.g. `buy`), unique in the finder. */
  id: string;
  /** The choice as the visitor reads it: "Buy a home". */
  label: string;
  /** What the program page covers, one or two sentences. */
  text: string;
  /** The program page. */
  href: string;
  /** The link's words: "Explore home purchase loans". */
  linkLabel: string;
}

export interface ProgramFinderProps {
  heading: string;
  /** Names the group of choices: "I want to…". */
  legend: string;
  options: readonly ProgramFinderOption[];
  /** Shown first (default: the first option). */
  initial?: string;
}

/**
 * What brings the visitor here, as a group of choices (arrow keys move between them, as in any
 * radio group); the chosen one shows what its program page covers and a link to it.
 */
export function ProgramFinder({ heading, legend, options, initial }: ProgramFinderProps) {
  const id = useDomId();
  const Link = useLinkComponent();
  const [chosen, setChosen] = useState(initial ?? options[0]?.id);
  const option = options.find((o) => o.id === chosen) ?? options[0];
  if (!option) return null;
  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {heading}
      </h2>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{legend}</legend>
        <div className={styles.choices}>
          {options.map((o) => (
            <label key={o.id} className={styles.choice} data-state={o.id === option.id ? 'checked' : 'unchecked'}>
              <input
                className={styles.radio}
                type="radio"
                name={`${id}-program`}
                value={o.id}
                checked={o.id === option.id}
                onChange={() => setChosen(o.id)}
                aria-controls={`${id}-answer`}
              />
              {o.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div id={`${id}-answer`} className={styles.answer} aria-live="polite">
        <p>{option.text}</p>
        <Link className={styles.link} href={option.href}>
          {option.linkLabel}
        </Link>
      </div>
    </section>
  );
}
