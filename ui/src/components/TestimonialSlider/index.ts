export { TestimonialSlider } from './TestimonialSlider';
export type { Testimonial, TestimonialSliderProps } from './TestimonialSlider';
