import { serviceSummaries } from './serviceSummaries';

/**
 * The site's routes, in the order of the sitemap: the one list of paths. `nav` is the
 * label in the navigation bar and the footer for the routes that have one; `section` is the
 * navigation link whose section a route without a label of its own belongs to. The site maps
 * each path to its page (a `Record<RoutePath, …>`, so a route without a page does not
 * compile); the texts of each route's <head> are in pageMeta.ts.
 */
export const routes = [
  { path: '/', nav: 'Home' },
  { path: '/about', nav: 'Over Ons' },
  { path: '/services', nav: 'Diensten' },
  ...serviceSummaries.map(({ path }) => ({ path, section: '/services' as const })),
  { path: '/faq', nav: 'FAQ' },
  { path: '/contact', nav: 'Contact' },
  { path: '/privacy' },
] as const satisfies readonly { path: `/${string}`; nav?: string; section?: `/${string}` }[];

export type RoutePath = (typeof routes)[number]['path'];

export type NavLink = { href: RoutePath; label: string };

/** The navigation bar's links, also the footer's navigation column. */
export const navLinks: NavLink[] = routes.flatMap((route) =>
  'nav' in route ? [{ href: route.path, label: route.nav }] : [],
);

/** The navigation link of the section `path` belongs to, when it has no link of its own: '/shopify' → '/services'. */
export function navSectionOf(path: string): RoutePath | undefined {
  const route = routes.find((candidate) => candidate.path === path);
  return route && 'section' in route ? route.section : undefined;
}

/** The call to action next to the navigation and in the footer. */
export const navCta: NavLink = { href: '/contact', label: 'Gratis Design' };

/** The footer's services column. */
export const serviceLinks: NavLink[] = serviceSummaries.map((service) => ({
  href: service.path,
  label: service.name,
}));
