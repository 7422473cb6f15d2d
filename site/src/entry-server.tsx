import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { preloadDeferred } from './app/deferred';
import { notFoundRoute, routeFor, routes } from './app/routes';
import { headFor, renderHead, siteUrlFrom } from './head/seo';

export { routes, notFoundRoute };

/** The deployment facts this build's privacy statement states (see vite.config.ts). */
export const deploymentFacts: unknown = import.meta.env.VITE_DEPLOYMENT_FACTS;

/** Loads every page's code, so rendering never suspends. */
export async function preloadPages(): Promise<void> {
  await Promise.all([...routes, notFoundRoute].map((route) => route.page.preload()));
  // Deferred parts register themselves when their page module loads.
  await preloadDeferred();
}

/** The prerendered body and head of one path. */
export function render(pathname: string, siteUrlSetting: string | undefined): { html: string; head: string } {
  const siteUrl = siteUrlFrom(siteUrlSetting);
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={pathname}>
        <App siteUrl={siteUrl} />
      </StaticRouter>
    </StrictMode>,
  );
  return { html, head: renderHead(headFor(routeFor(pathname), siteUrl)) };
}
