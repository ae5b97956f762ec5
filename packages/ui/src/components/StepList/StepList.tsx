import * as styles from './StepList.css';

export interface Step {
  title: string;
  text: string;
}

export interface StepListProps {
  steps: readonly Step[];
  headingLevel?: 3 | 4;
}

/** A numbered process (buying, refinancing, how we work). */
export function StepList({ steps, headingLevel = 3 }: StepListProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className={styles.list} data-count={steps.length}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <Heading className={styles.title}>{step.title}</Heading>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
