import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { routeFor } from './routes';

function setMeta(selector: string, content: string | undefined) {
  const element = document.head.querySelector<HTMLMetaElement | HTMLLinkElement>(selector);
  if (!element || !content) return;
  if (element instanceof HTMLLinkElement) element.href = content;
  else element.content = content;
}

/**
 * Keeps <title>, description, canonical and share tags in step with the route after a
 * client-side navigation. The first page's head comes prerendered and is left alone, so
 * the texts load only with the first navigation.
 */
export function HeadSync({ siteUrl, from }: { siteUrl: string; from: string }) {
  const { pathname } = useLocation();
  // The path the page was on before: this component mounts with the first navigation.
  const previous = useRef(from);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    let current = true;
    void import('../head/meta').then(({ pageMeta }) => {
      if (!current) return;
      const head = pageMeta(routeFor(pathname), siteUrl);
      document.title = head.title;
      setMeta('meta[name="description"]', head.description);
      setMeta('link[rel="canonical"]', head.canonical);
      setMeta('meta[property="og:title"]', head.title);
      setMeta('meta[property="og:description"]', head.description);
      setMeta('meta[property="og:url"]', head.canonical);
      setMeta('meta[name="twitter:title"]', head.title);
      setMeta('meta[name="twitter:description"]', head.description);
    });
    return () => {
      current = false;
    };
  }, [pathname, siteUrl]);

  return null;
}
