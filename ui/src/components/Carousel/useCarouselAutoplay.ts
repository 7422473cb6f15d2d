import type { AutoplayType } from 'embla-carousel-autoplay';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetchAhead, type CarouselApi } from './useFetchAhead';

/**
 * What the carousel shows of Embla (the selected slide, whether it can scroll, whether autoplay
 * runs) and when autoplay runs: not while `paused` (the pause button), while the mouse is over
 * it, while keyboard focus is inside it, or after a press on previous/next until the mouse
 * leaves (on touch screens, where no mouse leaves, it stays stopped).
 */
export function useCarouselAutoplay(api: CarouselApi, paused: boolean) {
  const [selected, setSelected] = useState(0);
  const [scrollable, setScrollable] = useState(true);
  const [running, setRunning] = useState(false);

  // Reasons to hold autoplay for a moment; read by syncAutoplay.
  const pausedRef = useRef(paused);
  const hovered = useRef(false);
  const keyboardInside = useRef(false);
  // A press on previous/next is an interaction: autoplay stops until the mouse leaves.
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

  useFetchAhead(api);

  // After the listeners above: a play() here is always heard.
  useEffect(() => {
    pausedRef.current = paused;
    syncAutoplay();
  }, [paused, syncAutoplay]);

  return {
    selected,
    scrollable,
    running,
    /** The mouse came over the carousel, or left it (which ends the hold of a press on previous/next). */
    hover(over: boolean) {
      hovered.current = over;
      if (!over) interacted.current = false;
      syncAutoplay();
    },
    /** Keyboard focus came inside (not on the pause button), or left. */
    focusInside(inside: boolean) {
      keyboardInside.current = inside;
      syncAutoplay();
    },
    /** A press on previous/next. */
    interact() {
      interacted.current = true;
      syncAutoplay();
    },
  };
}
