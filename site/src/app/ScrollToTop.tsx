import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** What shows that the visitor (or their assistive technology) moves the page: then it is theirs. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown', 'focusin'] as const;
/** How long a smooth scroll to the top may take before it is finished off. */
const SMOOTH_SCROLL_MS = 1500;

/**
 * On every route change: scroll to the top, smoothly (instantly for visitors who prefer
 * reduced motion), and move focus to the new page's content so keyboard and screen reader
 * users start at the top of the new page too. A smooth scroll can stop short when the new page
 * changes height under it (a part arriving on a slow phone): once it ends, or after
 * SMOOTH_SCROLL_MS, the page is put at the top, unless the visitor has started scrolling.
 */
export function ScrollToTop({ from }: { from: string }) {
  const { pathname } = useLocation();
  // The path the page was on before: this component mounts with the first navigation.
  const previous = useRef(from);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduced ? 'instant' : 'smooth' });
    document.getElementById('inhoud')?.focus({ preventScroll: true });
    if (reduced) return;

    let visitorScrolls = false;
    const takeOver = () => {
      visitorScrolls = true;
    };
    // The glide only goes up: a scroll down is someone else's (a link to a part of the page, say).
    let lastY = window.scrollY;
    const onScroll = () => {
      if (window.scrollY > lastY + 1) visitorScrolls = true;
      lastY = window.scrollY;
    };
    const finish = () => {
      stop();
      if (!visitorScrolls && window.scrollY > 0) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    };
    const timer = setTimeout(finish, SMOOTH_SCROLL_MS);
    const stop = () => {
      clearTimeout(timer);
      window.removeEventListener('scrollend', finish);
      window.removeEventListener('scroll', onScroll);
      for (const type of VISITOR_INPUT) window.removeEventListener(type, takeOver);
    };
    window.addEventListener('scrollend', finish);
    window.addEventListener('scroll', onScroll, { passive: true });
    for (const type of VISITOR_INPUT) window.addEventListener(type, takeOver, { passive: true });
    return stop;
  }, [pathname]);

  return null;
}
