import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { Checklist } from '../Checklist';
import { Icon } from '../Icon';
import styles from './GuaranteeCard.module.css';

export type GuaranteeCardProps = {
  /** The heading, e.g. 'Onze garantie'. */
  title: ReactNode;
  /** The promises, e.g. contact within 24 hours, free design within 48 hours, no obligations. */
  items: readonly ReactNode[];
  /** An optional sentence under the title. */
  text?: ReactNode;
  /** Heading level of the title. Default 2. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Class name of the root element. */
  className?: string;
};

/** The agency's promises in a card that stands out (violet), with a check before each. */
export function GuaranteeCard({ title, items, text, headingLevel = 2, className }: GuaranteeCardProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  const titleId = `guarantee${useId().replace(/:/g, '')}`;
  return (
    <div className={clsx(styles.card, className)}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name="shield" />
      </span>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      <Checklist items={items} tone="accent" aria-labelledby={titleId} className={styles.list} />
    </div>
  );
}
