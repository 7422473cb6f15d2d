import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { clsx } from 'clsx';
import Autoplay, { type AutoplayType } from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { DEFAULT_AUTOPLAY_DELAY, EMBLA_OPTIONS, autoplayOptions } from './options';
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

function PauseIcon() {
  return (
    <svg className={styles.toggleIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="6" y="5" width="4" height="14" rx="1.2" />
      <rect x="14" y="5" width="4" height="14" rx="1.2" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg className={styles.toggleIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8 5.6v12.8c0 .8.9 1.3 1.6.9l10-6.4c.6-.4.6-1.4 0-1.8l-10-6.4C8.9 4.3 8 4.8 8 5.6Z" />
    </svg>
  );
}

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
  const [selected, setSelected] = useState(0);
  const [scrollable, setScrollable] = useState(true);
  const [running, setRunning] = useState(false);

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

  // Reasons to hold autoplay for a moment; read by syncAutoplay.
  const pausedRef = useRef(isPaused);
  const hovered = useRef(false);
  const keyboardInside = useRef(false);
  // A press on previous/next is an interaction: autoplay stops until the mouse leaves
  // (on touch screens, where no mouse leaves, it stays stopped).
  const interacted = useRef(false);

  const syncAutoplay = useCallback(() => {
    const plugin = api?.plugins().autoplay as AutoplayType | undefined;
    if (!api || !plugin) return;
    const run =
      !pausedRef.current &&
      !hovered.current &&
      !keyboardInside.current &&
      !interacted.current &&
      api.scrollSnapList().length > 1;
    if (!run) plugin.stop();
    // play(), not reset(): reset() only restarts a timer that is still running.
    else if (!plugin.isPlaying()) plugin.play();
  }, [api]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => {
      const snap = api.selectedScrollSnap();
      setSelected(api.internalEngine().slideRegistry[snap]?.[0] ?? snap);
    };
    // Embla re-initialises on resize and option changes; its plugins restart stopped.
    const onReInit = () => {
      onSelect();
      setScrollable(api.scrollSnapList().length > 1);
      syncAutoplay();
    };
    const onPlay = () => setRunning(true);
    const onStop = () => setRunning(false);
    api.on('select', onSelect).on('reInit', onReInit).on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    // Listeners first: the autoplay state then always arrives through autoplay:play / autoplay:stop.
    onReInit();
    return () => {
      api.off('select', onSelect).off('reInit', onReInit).off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [api, syncAutoplay]);

  // The slides on either side of the ones in view fetch their lazy images ahead, so a
  // slide never arrives blank, also not on a slow connection or during autoplay.
  useEffect(() => {
    if (!api) return;
    const fetchAhead = () => {
      const nodes = api.slideNodes();
      for (const index of api.slidesInView()) {
        for (const near of [index - 1, index, index + 1]) {
          const slide = nodes[(near + nodes.length) % nodes.length];
          slide?.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((image) => {
            image.loading = 'eager';
          });
        }
      }
    };
    api.on('slidesInView', fetchAhead);
    fetchAhead();
    return () => {
      api.off('slidesInView', fetchAhead);
    };
  }, [api]);

  useEffect(() => {
    pausedRef.current = isPaused;
    syncAutoplay();
  }, [isPaused, syncAutoplay]);

  const togglePaused = () => setPausedState(!isPaused);

  const move = (direction: 'previous' | 'next') => {
    if (!api) return;
    if (direction === 'next') api.scrollNext(reducedMotion);
    else api.scrollPrev(reducedMotion);
    interacted.current = true;
    syncAutoplay();
  };

  const handleFocus = (event: FocusEvent<HTMLElement>) => {
    onFocus?.(event);
    // Only keyboard focus holds autoplay, and not on the pause button itself: there
    // the visitor must see what pressing it does.
    keyboardInside.current = event.target !== toggleRef.current && event.target.matches(':focus-visible');
    syncAutoplay();
  };

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    onBlur?.(event);
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    keyboardInside.current = false;
    syncAutoplay();
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
        hovered.current = true;
        syncAutoplay();
      }}
      onMouseLeave={(event) => {
        onMouseLeave?.(event);
        hovered.current = false;
        interacted.current = false;
        syncAutoplay();
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

      <div className={styles.controls} hidden={!scrollable}>
        {autoplay ? (
          <IconButton ref={toggleRef} label={isPaused ? playLabel : pauseLabel} onClick={togglePaused}>
            {isPaused ? <PlayIcon /> : <PauseIcon />}
          </IconButton>
        ) : null}
        <div
          className={styles.progress}
          aria-hidden="true"
          style={{ '--carousel-count': total, '--carousel-index': selected } as CSSProperties}
        >
          <span className={styles.thumb} />
        </div>
        <p className="visually-hidden" aria-live={running ? 'off' : 'polite'} aria-atomic="true">
          {statusLabel(selected + 1, total)}
        </p>
        <div className={styles.nav}>
          <IconButton label={previousLabel} aria-controls={containerId} onClick={() => move('previous')}>
            <Icon name="chevron-left" size="1.25rem" />
          </IconButton>
          <IconButton label={nextLabel} aria-controls={containerId} onClick={() => move('next')}>
            <Icon name="chevron-right" size="1.25rem" />
          </IconButton>
        </div>
      </div>
    </section>
  );
}
