import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** What shows that the visitor (or their assistive technology) moves the page: then it is theirs. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown', 'focusin'] as const;
/**
 * The longest glide. Chromium's smooth scroll takes about 16 ms × √distance (4,100 px from the
 * bottom of /services on a phone: over a second); from further down the page first jumps to
 * this distance, then glides: about 0.55 s.
 */
const GLIDE_PX = 1200;
/** When a glide that has not reached the top is finished off: it may stop short when the new page changes height under it. */
const GLIDE_MS = 700;

/** The parts of the Navigation API used here (not yet in TypeScript's DOM library). */
type NavigateEvent = Event & { hashChange: boolean; destination: { url: string; sameDocument: boolean } };
type Navigation = EventTarget & {
  addEventListener(type: 'navigate', listener: (event: NavigateEvent) => void): void;
  removeEventListener(type: 'navigate', listener: (event: NavigateEvent) => void): void;
};

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Scrolls the window to the top: smoothly, instantly for visitors who prefer reduced motion.
 * Returns what stops watching the glide.
 */
function scrollToTop(): () => void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return () => undefined;
  }
  if (window.scrollY > GLIDE_PX) window.scrollTo({ top: GLIDE_PX, left: 0, behavior: 'instant' });
  window.scrollTo({ top: 0, left: 0, behavior: 'smooth' });

  // Only the visitor's input makes the page theirs: while the glide runs, the new page arrives and
  // the browser may move the window down to keep its place (scroll anchoring), which is not theirs.
  let visitorScrolls = false;
  const takeOver = (event: Event) => {
    // Focus that the new page's content takes (below) is ours, not the visitor's.
    if (event.type === 'focusin' && event.target === document.getElementById('inhoud')) return;
    visitorScrolls = true;
  };
  const timer = setTimeout(() => {
    stop();
    if (!visitorScrolls && window.scrollY > 0) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, GLIDE_MS);
  const stop = () => {
    clearTimeout(timer);
    for (const type of VISITOR_INPUT) window.removeEventListener(type, takeOver);
  };
  for (const type of VISITOR_INPUT) window.addEventListener(type, takeOver, { passive: true });
  return stop;
}

/** The glide under way, and the path it was started for. */
type Glide = { path: string; stop: () => void };

function startGlide(glide: RefObject<Glide | undefined>, path: string) {
  glide.current?.stop();
  glide.current = { path, stop: scrollToTop() };
}

/**
 * On every route change: scroll to the top, and move focus to the new page's content so
 * keyboard and screen reader users start at the top of the new page too.
 *
 * The scroll starts with the navigation itself (the Navigation API's `navigate` event, fired as
 * the link is followed or the visitor goes back), not when the new page shows: that waits for
 * the page's code, and the visitor would first see the middle of a page they did not ask for.
 * Where the browser lacks that API, it starts when the new page shows. Part of the first load
 * (a few hundred bytes): a navigation never waits for code to scroll.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // The path on screen: the first render is the page as loaded, which starts at the top anyway.
  const shown = useRef(pathname);
  const glide = useRef<Glide>(undefined);

  useEffect(() => {
    const navigation = (window as { navigation?: Navigation }).navigation;
    const onNavigate = (event: NavigateEvent) => {
      if (event.hashChange || !event.destination.sameDocument) return;
      const path = normalise(new URL(event.destination.url).pathname);
      if (path !== normalise(window.location.pathname)) startGlide(glide, path);
    };
    navigation?.addEventListener('navigate', onNavigate);
    return () => navigation?.removeEventListener('navigate', onNavigate);
  }, []);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // Started already when the navigation began, unless the browser has no Navigation API.
    if (glide.current?.path !== normalise(pathname)) startGlide(glide, normalise(pathname));
    document.getElementById('inhoud')?.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
