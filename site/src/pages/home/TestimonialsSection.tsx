import { Section, SectionHeading } from '@agency/ui/Layout';
import { RatingBadge } from '@agency/ui/RatingBadge';
import { deferred } from '../../app/deferred';
import { agency } from '@agency/content';
import styles from './home.module.css';

const ReviewSlider = deferred(() => import('./ReviewSlider'));

export function TestimonialsSection() {
  return (
    <Section tone="sunken" aria-labelledby="reviews">
      <SectionHeading
        eyebrow="Reviews"
        title="Wat klanten over ons zeggen"
        headingId="reviews"
        intro="Ondernemers vertellen hoe het was om met ons samen te werken."
        align="center"
      />
      <div className={styles.reviews}>
        <ReviewSlider />
      </div>
      <div className={styles.rating}>
        <RatingBadge rating={agency.rating.score} count={agency.rating.reviewCount} />
      </div>
    </Section>
  );
}
