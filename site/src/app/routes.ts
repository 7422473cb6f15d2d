import { navCta, navLinks, routes as routeTable, serviceLinks, type RoutePath } from '@agency/content';
import { lazyPage, type LazyPage } from './lazyPage';

/** Every path of the site (the route table is in @agency/content); `*` is any other path (the 404 page). */
export type { RoutePath };

export type SiteRoute = {
  path: RoutePath | '*';
  /** The page; its code is a chunk of its own. */
  page: LazyPage;
  /** The page's module in src/pages, so the prerender can preload its chunk and CSS. */
  module: string;
};

const page = (module: string, load: Parameters<typeof lazyPage>[0]) => ({ module, page: lazyPage(load) });

/** Which page each route of the content's route table shows. */
const pages: Record<RoutePath, Omit<SiteRoute, 'path'>> = {
  '/': page('HomePage', () => import('../pages/HomePage')),
  '/about': page('AboutPage', () => import('../pages/AboutPage')),
  '/services': page('ServicesPage', () => import('../pages/ServicesPage')),
  '/wordpress': page('WordPressPage', () => import('../pages/WordPressPage')),
  '/shopify': page('ShopifyPage', () => import('../pages/ShopifyPage')),
  '/platform': page('PlatformPage', () => import('../pages/PlatformPage')),
  '/faq': page('FaqPage', () => import('../pages/FaqPage')),
  '/contact': page('ContactPage', () => import('../pages/ContactPage')),
  '/privacy': page('PrivacyPage', () => import('../pages/PrivacyPage')),
};

/**
 * The routes in the order of the content's route table, each with its page. What each
 * route says in its <head> is in the content's pageMeta, which only the prerender and
 * client-side navigations load.
 */
export const routes: readonly SiteRoute[] = routeTable.map(({ path }) => ({ path, ...pages[path] }));

/** The page for any other path. */
export const notFoundRoute: SiteRoute = {
  path: '*',
  page: lazyPage(() => import('../pages/NotFoundPage')),
  module: 'NotFoundPage',
};

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The route for a pathname, or the 404 route. */
export function routeFor(pathname: string): SiteRoute {
  const path = normalise(pathname);
  return routes.find((route) => route.path === path) ?? notFoundRoute;
}

export { navCta, navLinks, serviceLinks };
