import { clsx } from 'clsx';
import { useState, type HTMLAttributes } from 'react';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { StarRating } from '../StarRating';
import styles from './TestimonialSlider.module.css';

/** A client review: who, their company, the stars they gave and what they said. */
export type Testimonial = {
  id: string;
  /** Reviewer's name, e.g. `Sanne de Vries`. */
  name: string;
  /** Reviewer's company. */
  company: string;
  /** 1 to 5 stars. */
  rating: number;
  /** The review itself. */
  text: string;
  /** Initial letters shown in the avatar circle, e.g. `SV`. */
  avatar: string;
};

export type TestimonialSliderProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'aria-label'> & {
  /** The reviews, shown one at a time. */
  testimonials: readonly Testimonial[];
  /** Controlled index of the review shown (0-based). */
  index?: number;
  /** Initial index when uncontrolled. Default 0. */
  defaultIndex?: number;
  /** Called with the new index when the visitor moves to another review. */
  onIndexChange?: (index: number) => void;
  /** Accessible name of the slider. Default `Reviews van klanten`. */
  label?: string;
  /** Accessible name of the previous button. Default `Vorige review`. */
  previousLabel?: string;
  /** Accessible name of the next button. Default `Volgende review`. */
  nextLabel?: string;
  /** Name of each dot. Default `Review 2 van 3`. */
  dotLabel?: (position: number, total: number) => string;
};

const defaultDotLabel = (position: number, total: number) => `Review ${position} van ${total}`;

/**
 * Client reviews, one at a time, with previous/next buttons and dot
 * indicators. It wraps around at both ends; the review shown is announced
 * politely to screen readers.
 */
export function TestimonialSlider({
  testimonials,
  index,
  defaultIndex = 0,
  onIndexChange,
  label = 'Reviews van klanten',
  previousLabel = 'Vorige review',
  nextLabel = 'Volgende review',
  dotLabel = defaultDotLabel,
  className,
  ...rest
}: TestimonialSliderProps) {
  const total = testimonials.length;
  const [innerIndex, setInnerIndex] = useState(defaultIndex);
  const raw = index ?? innerIndex;
  const current = total > 0 ? ((raw % total) + total) % total : 0;
  const review = testimonials[current];

  const select = (next: number) => {
    const wrapped = ((next % total) + total) % total;
    if (wrapped === current) return;
    if (index === undefined) setInnerIndex(wrapped);
    onIndexChange?.(wrapped);
  };

  return (
    <section {...rest} className={clsx(styles.slider, className)} aria-roledescription="carousel" aria-label={label}>
      <div className={styles.stage} aria-live="polite" aria-atomic="true">
        {review ? (
          <div
            key={review.id}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={dotLabel(current + 1, total)}
          >
            <figure className={styles.figure}>
              <svg className={styles.quoteMark} viewBox="0 0 48 36" aria-hidden="true" focusable="false">
                <path d="M0 36V22C0 9.6 6.2 2.3 18.6 0l2.2 5.1C14.2 7 10.9 11 10.6 17H20v19H0Zm28 0V22C28 9.6 34.2 2.3 46.6 0l2.2 5.1C42.2 7 38.9 11 38.6 17H48v19H28Z" />
              </svg>
              <StarRating value={review.rating} label={`Beoordeling: ${review.rating} van 5 sterren`} />
              <blockquote className={styles.quote}>
                <p>{review.text}</p>
              </blockquote>
              <figcaption className={styles.author}>
                <span className={styles.avatar} aria-hidden="true">
                  {review.avatar}
                </span>
                <span className={styles.who}>
                  <span className={styles.name}>{review.name}</span>
                  <span className={styles.company}>{review.company}</span>
                </span>
              </figcaption>
            </figure>
          </div>
        ) : null}
      </div>

      {total > 1 ? (
        <div className={styles.controls}>
          <IconButton label={previousLabel} onClick={() => select(current - 1)}>
            <Icon name="chevron-left" size="1.25rem" />
          </IconButton>
          <div className={styles.dots} role="group" aria-label="Kies een review">
            {testimonials.map((t, i) => (
              <button
                key={t.id}
                type="button"
                className={styles.dot}
                aria-label={dotLabel(i + 1, total)}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => select(i)}
              />
            ))}
          </div>
          <IconButton label={nextLabel} onClick={() => select(current + 1)}>
            <Icon name="chevron-right" size="1.25rem" />
          </IconButton>
        </div>
      ) : null}
    </section>
  );
}
