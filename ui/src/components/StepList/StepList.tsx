import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import styles from './StepList.module.css';

export type StepListStep = {
  /** The step's name, e.g. 'Kennismaking'. */
  title: ReactNode;
  /** What happens in this step. */
  text: ReactNode;
};

export type StepListProps = {
  /** The steps, in order (the work process has five). */
  steps: readonly StepListStep[];
  /** Heading level of each step's title. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** `default` on light sections, `inverse` on dark ones. */
  tone?: 'default' | 'inverse';
  /** Name of the list, when no heading names it. */
  'aria-label'?: string;
  /** Id of the heading that names the list. */
  'aria-labelledby'?: string;
  /** Class name of the root `<ol>`. */
  className?: string;
};

/**
 * A numbered process: an ordered list whose steps show big numbers, a title and a text.
 * Stacked with a connecting line on small screens, in a row on large ones. The big numbers
 * are decorative; the ordered list itself tells assistive technology the position.
 */
export function StepList({ steps, headingLevel = 3, tone = 'default', className, ...labelling }: StepListProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  return (
    <ol {...labelling} className={clsx(styles.list, className)} data-tone={tone}>
      {steps.map((step, index) => (
        <li key={index} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <div className={styles.body}>
            <Heading className={styles.title}>{step.title}</Heading>
            <p className={styles.text}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
