import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { clsx } from 'clsx';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import {
  Children,
  isValidElement,
  useId,
  useMemo,
  useRef,
  type FocusEvent,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { CarouselControls } from './CarouselControls';
import { DEFAULT_AUTOPLAY_DELAY, EMBLA_OPTIONS, autoplayOptions } from './options';
import { useCarouselAutoplay } from './useCarouselAutoplay';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import styles from './Carousel.module.css';

export type CarouselProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'aria-label' | 'aria-roledescription'> & {
  /** Accessible name of the carousel, e.g. `Onze portfolio`. */
  label: string;
  /** The slides: each child becomes one slide. */
  children: ReactNode;
  /** Move to the next slide by itself. Default true. Never starts under prefers-reduced-motion. */
  autoplay?: boolean;
  /** Milliseconds between automatic steps. Default 3000. */
  autoplayDelay?: number;
  /**
   * Controlled pause state of the autoplay (the pause/play button). Hover and
   * keyboard focus pause it for a moment without changing this.
   */
  paused?: boolean;
  /** Initial pause state when uncontrolled. Default: paused only under prefers-reduced-motion. */
  defaultPaused?: boolean;
  /** Called with the new state when the visitor presses the pause/play button. */
  onPausedChange?: (paused: boolean) => void;
  /** Accessible name of the previous button. Default `Vorige`. */
  previousLabel?: string;
  /** Accessible name of the next button. Default `Volgende`. */
  nextLabel?: string;
  /** Name of the pause button while autoplay is on. Default `Pauzeer automatisch afspelen`. */
  pauseLabel?: string;
  /** Name of the play button while autoplay is paused. Default `Start automatisch afspelen`. */
  playLabel?: string;
  /** Name of each slide. Default `3 van 10`. */
  slideLabel?: (position: number, total: number) => string;
  /** Text of the status announced after a move. Default `Slide 3 van 10`. */
  statusLabel?: (position: number, total: number) => string;
};

const defaultSlideLabel = (position: number, total: number) => `${position} van ${total}`;
const defaultStatusLabel = (position: number, total: number) => `Slide ${position} van ${total}`;

/**
 * A looping carousel (WAI-ARIA carousel pattern). One slide is visible on small
 * screens, two on medium and four on large. Autoplay moves on every
 * `autoplayDelay` ms; it pauses while the mouse is over the carousel or keyboard
 * focus is inside it, stops on interaction (dragging, previous/next), resumes when the mouse leaves, and has a
 * visible pause/play button (WCAG 2.2.2). Under prefers-reduced-motion it does not
 * start and moves jump instead of glide. Lazy images in the slides next to the ones in
 * view are fetched ahead.
 */
export function Carousel({
  label,
  children,
  autoplay = true,
  autoplayDelay = DEFAULT_AUTOPLAY_DELAY,
  paused,
  defaultPaused,
  onPausedChange,
  previousLabel = 'Vorige',
  nextLabel = 'Volgende',
  pauseLabel = 'Pauzeer automatisch afspelen',
  playLabel = 'Start automatisch afspelen',
  slideLabel = defaultSlideLabel,
  statusLabel = defaultStatusLabel,
  className,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  ...rest
}: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const containerId = useId();

  const plugins = useMemo(
    () => (autoplay ? [Autoplay({ ...autoplayOptions(autoplayDelay), jump: reducedMotion })] : []),
    [autoplay, autoplayDelay, reducedMotion],
  );
  const [viewportRef, api] = useEmblaCarousel(EMBLA_OPTIONS, plugins);

  const slides = Children.toArray(children);
  const total = slides.length;

  // The pause button's state: controlled, or the visitor's choice starting from
  // `defaultPaused`. Without either it follows prefers-reduced-motion.
  const [pausedState, setPausedState] = useControllableState<boolean | undefined>({
    prop: paused,
    defaultProp: defaultPaused,
    onChange: (next) => {
      if (next !== undefined) onPausedChange?.(next);
    },
    caller: 'Carousel',
  });
  const isPaused = pausedState ?? reducedMotion;
  const { selected, scrollable, running, hover, focusInside, interact } = useCarouselAutoplay(api, isPaused);

  const move = (direction: 'previous' | 'next') => {
    if (!api) return;
    if (direction === 'next') api.scrollNext(reducedMotion);
    else api.scrollPrev(reducedMotion);
    interact();
  };

  const handleFocus = (event: FocusEvent<HTMLElement>) => {
    onFocus?.(event);
    // Only keyboard focus holds autoplay, and not on the pause button itself: there
    // the visitor must see what pressing it does.
    focusInside(event.target !== toggleRef.current && event.target.matches(':focus-visible'));
  };

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    onBlur?.(event);
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    focusInside(false);
  };

  return (
    <section
      {...rest}
      className={clsx(styles.carousel, className)}
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay={running ? 'playing' : 'paused'}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        hover(true);
      }}
      onMouseLeave={(event) => {
        onMouseLeave?.(event);
        hover(false);
      }}
      onFocus={handleFocus}
      onBlur={handleBlur}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container} id={containerId}>
          {slides.map((slide, i) => (
            <div
              key={isValidElement(slide) && slide.key !== null ? slide.key : i}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(i + 1, total)}
              data-selected={i === selected || undefined}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>

      <CarouselControls
        scrollable={scrollable}
        autoplay={autoplay}
        paused={isPaused}
        running={running}
        selected={selected}
        total={total}
        containerId={containerId}
        toggleRef={toggleRef}
        onTogglePaused={() => setPausedState(!isPaused)}
        onMove={move}
        previousLabel={previousLabel}
        nextLabel={nextLabel}
        pauseLabel={pauseLabel}
        playLabel={playLabel}
        statusLabel={statusLabel}
      />
    </section>
  );
}
