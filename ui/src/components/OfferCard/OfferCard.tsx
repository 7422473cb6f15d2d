import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { Checklist } from '../Checklist';
import { Icon } from '../Icon';
import styles from './OfferCard.module.css';

export type OfferCardProps = {
  /** The name of the offer, e.g. 'Bedrijfswebsite'. */
  title: ReactNode;
  /** Who it is for or what it does, in a sentence or two. */
  text: ReactNode;
  /** What is included: one point per line. */
  includes: readonly ReactNode[];
  /** The small heading above the list, e.g. 'Wat je krijgt' (also the list's accessible name). */
  includesLabel: string;
  /** Stands out (dark card with a badge): use for at most one card in a row. */
  highlighted?: boolean;
  /** Short label on a highlighted card, e.g. 'Meest gekozen'. */
  badge?: ReactNode;
  /** A call to action at the bottom, e.g. `{ href: '/contact', label: 'Vraag gratis design aan' }`. */
  action?: { href: string; label: string };
  /** Heading level of the title. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Class name of the root element. */
  className?: string;
};

/**
 * One offer on a service page: name, description and what is included. Never shows a
 * price: prices follow from a conversation, not from the page.
 */
export function OfferCard({
  title,
  text,
  includes,
  includesLabel,
  highlighted = false,
  badge,
  action,
  headingLevel = 3,
  className,
}: OfferCardProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  const labelId = `offer${useId().replace(/:/g, '')}`;
  return (
    <article className={clsx(styles.card, className)} data-highlighted={highlighted || undefined}>
      {highlighted && badge ? (
        <p className={styles.badge}>
          <Icon name="sparkle" />
          {badge}
        </p>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.text}>{text}</p>
      <div className={styles.includes}>
        <p id={labelId} className={styles.label}>
          {includesLabel}
        </p>
        <Checklist items={includes} size="sm" tone={highlighted ? 'inverse' : 'default'} aria-labelledby={labelId} />
      </div>
      {action ? (
        <div className={styles.footer}>
          <Button
            href={action.href}
            variant={highlighted ? 'cta' : 'secondary'}
            fullWidth
            endIcon={<Icon name="arrow-right" />}
          >
            {action.label}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
