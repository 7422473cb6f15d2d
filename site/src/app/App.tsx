import { LinkProvider } from '@agency/ui/LinkProvider';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { Notices } from './Notices';
import { RouterLink } from './RouterLink';
import { ScrollToTop } from './ScrollToTop';
import { routeFor } from './routes';
import { SiteChat } from '../features/chat';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import styles from './App.module.css';

const NavigationEffects = lazy(() => import('./NavigationEffects'));

export type AppProps = {
  siteUrl: string;
  /**
   * Called after each page view with its route's path, or null for a path that is no route (the
   * 404 page). Only the browser's entry passes it (the counting of visits): the prerender and the
   * page stories count nothing.
   */
  onPageView?: (route: string | null) => void;
};

/** The frame of every page: skip link, navigation, the routed page, footer and notices. */
export function App({ siteUrl, onPageView }: AppProps) {
  const { pathname } = useLocation();
  // The route table is flat (no nesting, no parameters): the path picks the page.
  const route = routeFor(pathname);
  // The path of the first page; the navigation's effects load once the visitor leaves it.
  const [firstPath] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && pathname !== firstPath) setNavigated(true);
  // Marks the page as interactive once hydrated (tests and monitoring wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const counted = route.path === '*' ? null : route.path;
  useEffect(() => onPageView?.(counted), [onPageView, counted]);
  return (
    <LinkProvider component={RouterLink}>
      <a className={styles.skipLink} href="#inhoud">
        Naar de inhoud
      </a>
      <SiteHeader />
      <main id="inhoud" tabIndex={-1} className={styles.main}>
        <ErrorBoundary key={pathname}>
          <Suspense fallback={null}>
            <route.page key={route.path} />
          </Suspense>
        </ErrorBoundary>
        {/* Inside main, as it was on the home page: the launcher belongs to the page's content. */}
        <SiteChat />
      </main>
      <SiteFooter />
      <Notices />
      <ScrollToTop />
      {navigated ? (
        <Suspense fallback={null}>
          <NavigationEffects siteUrl={siteUrl} from={firstPath} />
        </Suspense>
      ) : null}
    </LinkProvider>
  );
}
