import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import styles from './Checklist.module.css';

export type ChecklistProps = {
  /** The points, in order. Each gets a check mark (decorative). */
  items: readonly ReactNode[];
  /** `md` for benefit lists on a page; `sm` for points inside a card. */
  size?: 'sm' | 'md';
  /**
   * The background it sits on: `default` (light), `inverse` (dark sections) or
   * `accent` (the violet accent, e.g. the guarantee card).
   */
  tone?: 'default' | 'inverse' | 'accent';
  /** Two columns from medium screens up (long lists of short points). */
  columns?: 1 | 2;
  /** Name of the list, when no heading names it. */
  'aria-label'?: string;
  /** Id of the element that names the list. */
  'aria-labelledby'?: string;
  /** Class name of the root `<ul>`. */
  className?: string;
};

/** A list of benefits or features, each with a check mark. */
export function Checklist({
  items,
  size = 'md',
  tone = 'default',
  columns = 1,
  className,
  ...labelling
}: ChecklistProps) {
  return (
    <ul
      {...labelling}
      className={clsx(styles.list, className)}
      data-size={size}
      data-tone={tone}
      data-columns={columns}
    >
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          <span className={styles.mark}>
            <Icon name="check" strokeWidth={3} />
          </span>
          <span className={styles.text}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
