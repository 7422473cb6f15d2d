import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { SiteLink } from '../LinkProvider';
import { withAddressBreaks } from './addressBreaks';
import styles from './InfoCard.module.css';

export type InfoCardProps = {
  /** A decorative icon, e.g. `<Icon name="mail" />`. */
  icon?: ReactNode;
  /** What the value is, e.g. 'E-mail'. */
  label: ReactNode;
  /**
   * The value itself, e.g. 'hallo@studiolegende.nl'. An e-mail address (text, with a `mailto:`
   * link) may break only after its "@" and dots.
   */
  value: ReactNode;
  /**
   * Makes the value a link (`mailto:`, `tel:` or a page). The whole card is then
   * clickable; the link's name is the value.
   */
  href?: string;
  /** Class name of the root element. */
  className?: string;
};

/** A small card with one piece of contact information: icon, label and value, optionally a link. */
export function InfoCard({ icon, label, value, href, className }: InfoCardProps) {
  const shown = typeof value === 'string' && href?.startsWith('mailto:') ? withAddressBreaks(value) : value;
  return (
    <div className={clsx(styles.card, className)} data-linked={href ? '' : undefined}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <div className={styles.body}>
        <p className={styles.label}>{label}</p>
        <p className={styles.value}>
          {href === undefined ? (
            shown
          ) : (
            <SiteLink href={href} className={styles.link}>
              {shown}
            </SiteLink>
          )}
        </p>
      </div>
    </div>
  );
}
