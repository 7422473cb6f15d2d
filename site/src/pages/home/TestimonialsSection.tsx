import { Section, SectionHeading } from '@agency/ui/Layout';
import { RatingBadge } from '@agency/ui/RatingBadge';
import { deferred } from '../../app/deferred';
import { agency, homePage } from '@agency/content';
import styles from './home.module.css';

const ReviewSlider = deferred(() => import('./ReviewSlider'));

export function TestimonialsSection() {
  return (
    <Section tone="sunken" aria-labelledby="reviews">
      <SectionHeading {...homePage.reviews} headingId="reviews" align="center" />
      <div className={styles.reviews}>
        <ReviewSlider />
      </div>
      <div className={styles.rating}>
        <RatingBadge rating={agency.rating.score} count={agency.rating.reviewCount} />
      </div>
    </Section>
  );
}
