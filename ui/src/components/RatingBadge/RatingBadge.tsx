import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { StarRating, formatDutchNumber } from '../StarRating';
import styles from './RatingBadge.module.css';

export type RatingBadgeProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'> & {
  /** The average rating, e.g. `4.8`. Shown with a Dutch decimal comma: `4,8`. */
  rating: number;
  /** How many reviews the average is based on, e.g. `63`. */
  count: number;
  /** The highest possible rating. Default 5. */
  max?: number;
  /** `light` for light sections (default), `dark` for sections on --color-inverse-bg. */
  tone?: 'light' | 'dark';
};

/** The Dutch count sentence: `Gebaseerd op 63 reviews` (`1 review` for one). */
export function reviewCountText(count: number): string {
  return `Gebaseerd op ${formatDutchNumber(count)} ${count === 1 ? 'review' : 'reviews'}`;
}

/**
 * The average review score with its stars and the number of reviews behind it.
 * Read by assistive technology as one sentence, e.g.
 * `Beoordeling 4,8 van 5, gebaseerd op 63 reviews`.
 */
export function RatingBadge({ rating, count, max = 5, tone = 'light', className, ...rest }: RatingBadgeProps) {
  const value = formatDutchNumber(rating, { minFractionDigits: 1, maxFractionDigits: 1 });
  const countText = reviewCountText(count);
  const name = `Beoordeling ${value} van ${max}, ${countText.charAt(0).toLowerCase()}${countText.slice(1)}`;

  return (
    <div {...rest} role="img" aria-label={name} className={clsx(styles.badge, className)} data-tone={tone}>
      <span className={styles.score}>
        <span className={styles.value}>{value}</span>
        <span className={styles.max}>/{max}</span>
      </span>
      <span className={styles.details}>
        <StarRating value={rating} max={max} label={null} size="md" className={styles.stars} />
        <span className={styles.count}>{countText}</span>
      </span>
    </div>
  );
}
