import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * On every route change: scroll to the top, smoothly (instantly for visitors who prefer
 * reduced motion), and move focus to the new page's content so keyboard and screen reader
 * users start at the top of the new page too.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduced ? 'instant' : 'smooth' });
    document.getElementById('inhoud')?.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
