import { TestimonialSlider } from '@agency/ui/TestimonialSlider';
import { testimonials } from '@agency/content';

const reviews = testimonials.map((testimonial) => ({ ...testimonial, id: String(testimonial.id) }));

/** The three reviews; loaded when they come into view (see TestimonialsSection). */
export default function ReviewSlider() {
  return <TestimonialSlider testimonials={reviews} />;
}
