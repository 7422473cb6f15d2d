import { serviceSummaries } from '@agency/content';
import { lazyPage, type LazyPage } from './lazyPage';

/** Every path of the site; `*` is any other path (the 404 page). */
export type RoutePath = '/' | '/about' | '/services' | '/wordpress' | '/shopify' | '/platform' | '/faq' | '/contact';

export type SiteRoute = {
  path: RoutePath | '*';
  /** The page; its code is a chunk of its own. */
  page: LazyPage;
  /** The page's module in src/pages, so the prerender can preload its chunk and CSS. */
  module: string;
};

/**
 * The route table: which page each path shows. What each route says in its <head>
 * (title, description, structured data) is in routeMeta.ts, which only the prerender
 * and client-side navigations need.
 */
export const routes: readonly SiteRoute[] = [
  { path: '/', page: lazyPage(() => import('../pages/HomePage')), module: 'HomePage' },
  { path: '/about', page: lazyPage(() => import('../pages/AboutPage')), module: 'AboutPage' },
  { path: '/services', page: lazyPage(() => import('../pages/ServicesPage')), module: 'ServicesPage' },
  { path: '/wordpress', page: lazyPage(() => import('../pages/WordPressPage')), module: 'WordPressPage' },
  { path: '/shopify', page: lazyPage(() => import('../pages/ShopifyPage')), module: 'ShopifyPage' },
  { path: '/platform', page: lazyPage(() => import('../pages/PlatformPage')), module: 'PlatformPage' },
  { path: '/faq', page: lazyPage(() => import('../pages/FaqPage')), module: 'FaqPage' },
  { path: '/contact', page: lazyPage(() => import('../pages/ContactPage')), module: 'ContactPage' },
];

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

/** The navigation bar's links (spec section 2) and its call to action. */
export const navLinks = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'Over Ons' },
  { href: '/services', label: 'Diensten' },
  { href: '/faq', label: 'FAQ' },
  { href: '/contact', label: 'Contact' },
];

export const navCta = { href: '/contact', label: 'Gratis Design' };

export const serviceLinks = serviceSummaries.map((service) => ({ href: service.path, label: service.name }));
