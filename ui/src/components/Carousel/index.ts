export { Carousel } from './Carousel';
export type { CarouselProps } from './Carousel';
export { DEFAULT_AUTOPLAY_DELAY } from './options';
export { usePrefersReducedMotion } from './usePrefersReducedMotion';
