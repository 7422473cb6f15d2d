import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { CardTop } from '../cardParts';
import styles from './ValueCard.module.css';

export type ValueCardProps = {
  /** A decorative icon, e.g. `<Icon name="heart" />`. */
  icon?: ReactNode;
  /** The value, e.g. 'Passie'. */
  title: ReactNode;
  /** What it means in practice. */
  text: ReactNode;
  /** `default` on light sections, `inverse` on dark ones. */
  tone?: 'default' | 'inverse';
  /** Heading level of the title. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Class name of the root element. */
  className?: string;
};

/** One of the agency's values (Perfectie, Innovatie, Passie, Samenwerking): icon, title and text. */
export function ValueCard({ icon, title, text, tone = 'default', headingLevel = 3, className }: ValueCardProps) {
  return (
    <div className={clsx(styles.card, className)} data-tone={tone}>
      <CardTop icon={icon} title={title} headingLevel={headingLevel} styles={styles} />
      <p className={styles.text}>{text}</p>
    </div>
  );
}
