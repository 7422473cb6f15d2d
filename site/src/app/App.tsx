import { LinkProvider } from '@agency/ui/LinkProvider';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary';
import { HeadSync } from './HeadSync';
import { Notices } from './Notices';
import { RouterLink } from './RouterLink';
import { routeFor } from './routes';
import { ScrollToTop } from './ScrollToTop';
import { SiteChat } from './SiteChat';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import styles from './App.module.css';

/** The frame of every page: skip link, navigation, the routed page, footer and notices. */
export function App({ siteUrl }: { siteUrl: string }) {
  const { pathname } = useLocation();
  // The route table is flat (no nesting, no parameters): the path picks the page.
  const route = routeFor(pathname);
  // Marks the page as interactive once hydrated (tests and monitoring wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
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
      <HeadSync siteUrl={siteUrl} />
    </LinkProvider>
  );
}
