import type Autoplay from 'embla-carousel-autoplay';
import type useEmblaCarousel from 'embla-carousel-react';

type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
type AutoplayOptions = NonNullable<Parameters<typeof Autoplay>[0]>;

/** How long a slide shows before autoplay moves on, in milliseconds. */
export const DEFAULT_AUTOPLAY_DELAY = 3000;

/**
 * All options of the carousel engine, in one place. How many slides are
 * visible is CSS (flex-basis per breakpoint), not an option here.
 */
export const EMBLA_OPTIONS = {
  loop: true,
  align: 'start',
  // With few slides embla falls back from loop to a bounded scroll; then trim empty end snaps.
  containScroll: 'trimSnaps',
  duration: 28,
} satisfies EmblaOptions;

/**
 * Autoplay plugin options. The component starts and stops the plugin itself
 * (`playOnInit: false`), because it also has to respect reduced motion, the
 * pause button and keyboard focus. Note: the plugin's `reset()` restarts the
 * timer only while it is playing; after a stop (hover, interaction) the
 * component calls `play()`.
 */
export function autoplayOptions(delay: number): AutoplayOptions {
  return {
    delay,
    playOnInit: false,
    stopOnInteraction: true,
    stopOnMouseEnter: true,
    // Focus is handled by the component: only keyboard focus pauses, and not on the pause button.
    stopOnFocusIn: false,
    // Hover anywhere on the carousel (slides and controls), not only on the slides' viewport.
    rootNode: (viewport) => viewport.parentElement,
  };
}
