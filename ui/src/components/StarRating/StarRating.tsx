import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import styles from './StarRating.module.css';
import { formatDutchNumber } from './formatNumber';

const STAR_GAP_EM = 0.2;

/** Formats a rating the Dutch way: `4,8`, `5`. */
export function formatRating(value: number): string {
  return formatDutchNumber(value, { maxFractionDigits: 1 });
}

export type StarRatingProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> & {
  /** The rating, e.g. `5` or `4.8`. Clamped between 0 and `max`; fractions fill part of a star. */
  value: number;
  /** Number of stars. Default 5. */
  max?: number;
  /**
   * Accessible text. Default `Beoordeling: 5 van 5 sterren`. Pass `null` when the
   * surrounding text already says it: the stars are then hidden from assistive technology.
   */
  label?: string | null;
  /** `sm` 1rem, `md` 1.25rem, `lg` 1.5rem stars. */
  size?: 'sm' | 'md' | 'lg';
};

function Star() {
  return (
    <svg viewBox="0 0 24 24" className={styles.star} aria-hidden="true" focusable="false">
      <path d="m12 2.3 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.2l-5.9 3.1 1.2-6.5L2.5 9.2l6.6-.9L12 2.3Z" />
    </svg>
  );
}

/**
 * A row of stars, partly filled for fractional ratings (4,8 fills 4 stars and
 * most of the fifth). Exposed as one image with a Dutch text alternative.
 */
export function StarRating({ value, max = 5, label, size = 'md', className, style, ...rest }: StarRatingProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const full = Math.floor(clamped);
  // The filled layer is clipped to this share of the row's width (stars plus gaps).
  const filledEm = full * (1 + STAR_GAP_EM) + (clamped - full);
  const totalEm = max + (max - 1) * STAR_GAP_EM;
  const fill = `${((filledEm / totalEm) * 100).toFixed(2)}%`;
  const text = label === undefined ? `Beoordeling: ${formatRating(clamped)} van ${max} sterren` : label;
  const stars = Array.from({ length: max }, (_, i) => <Star key={i} />);
  const a11y = text ? { role: 'img' as const, 'aria-label': text } : { 'aria-hidden': true as const };

  return (
    <span
      {...rest}
      {...a11y}
      className={clsx(styles.root, className)}
      data-size={size}
      style={{ ...style, ['--star-fill' as string]: fill, ['--star-gap' as string]: `${STAR_GAP_EM}em` }}
    >
      <span className={styles.empty}>{stars}</span>
      <span className={styles.filled}>{stars}</span>
    </span>
  );
}
