import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import styles from './Wordmark.module.css';

export type WordmarkProps = HTMLAttributes<HTMLSpanElement> & {
  /** The brand name, shown next to the mark and used as its accessible name. */
  name: string;
  /** `default` for light backgrounds, `inverse` for dark ones (footer, hero). */
  tone?: 'default' | 'inverse';
  /** Show only the mark; the name stays available to screen readers. */
  hideName?: boolean;
  /** `md` in the navigation bar, `lg` for larger placements. */
  size?: 'md' | 'lg';
};

/**
 * The brand: an SVG mark (an "L" with a spark, for legends) and the name set in the
 * display font. The mark is decorative; the name is the accessible name, also when
 * it is visually hidden with `hideName`.
 */
export function Wordmark({ name, tone = 'default', hideName = false, size = 'md', className, ...rest }: WordmarkProps) {
  return (
    <span {...rest} className={clsx(styles.wordmark, className)} data-tone={tone} data-size={size}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect className={styles.markBg} width="32" height="32" rx="9" />
        <path
          className={styles.markGlyph}
          d="M10.5 8.5v15h11"
          fill="none"
          strokeWidth="3.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          className={styles.markSpark}
          d="M22.5 6.5c.45 2.55 1.45 3.55 4 4-2.55.45-3.55 1.45-4 4-.45-2.55-1.45-3.55-4-4 2.55-.45 3.55-1.45 4-4Z"
        />
      </svg>
      <span className={hideName ? 'visually-hidden' : styles.name}>{name}</span>
    </span>
  );
}
