import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './Accordion.css';
import { useDomId } from '../../hooks/useDomId';

export interface AccordionItem {
  question: string;
  answer: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Index open at first; none by default. */
  defaultOpenIndex?: number | null;
  headingLevel?: 2 | 3 | 4;
  /** Called with the index now open, or null when all are closed. */
  onChange?: (openIndex: number | null) => void;
}

/**
 * Questions and answers (WAI-ARIA accordion pattern): one answer open at a time; activating the
 * open question closes it. Up/Down/Home/End move between questions.
 */
export function Accordion({ items, defaultOpenIndex = null, headingLevel = 3, onChange }: AccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(defaultOpenIndex);
  const baseId = useDomId('accordion');
  const root = useRef<HTMLDivElement>(null);
  const Heading = `h${headingLevel}` as const;

  const toggle = (index: number) => {
    const next = openIndex === index ? null : index;
    setOpenIndex(next);
    onChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const triggers = Array.from(root.current?.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]') ?? []);
    const current = triggers.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const last = triggers.length - 1;
    const target = {
      ArrowDown: current === last ? 0 : current + 1,
      ArrowUp: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    triggers[target]?.focus();
  };

  return (
    <div ref={root} className={styles.accordion}>
      {items.map((item, index) => {
        const open = openIndex === index;
        const triggerId = `${baseId}-trigger-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.question} className={styles.item} data-state={open ? 'open' : 'closed'}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={triggerId}
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                data-accordion-trigger=""
                onClick={() => toggle(index)}
                onKeyDown={onKeyDown}
              >
                {item.question}
                <svg className={styles.chevron} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                  <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={triggerId}
              className={styles.panel}
              // The open answer may scroll (max 200px), so it takes focus for keyboard scrolling.
              tabIndex={open ? 0 : -1}
              data-state={open ? 'open' : 'closed'}
            >
              <div className={styles.panelInner}>{item.answer}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
