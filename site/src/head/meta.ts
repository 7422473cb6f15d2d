import { routeMeta } from '@agency/content';
import type { SiteRoute } from '../app/routes';

/** Where the site lives; the build reads SITE_URL, this is the default. */
export const DEFAULT_SITE_URL = 'https://www.studiolegende.nl';

export function siteUrlFrom(value: string | undefined): string {
  return (value && value.trim() !== '' ? value.trim() : DEFAULT_SITE_URL).replace(/\/+$/, '');
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`;
}

/** Title, description and canonical URL of a route: what the client updates on navigation. */
export function pageMeta(route: SiteRoute, siteUrl: string) {
  return {
    title: routeMeta[route.path].title,
    description: routeMeta[route.path].description,
    /** None for the 404 page. */
    canonical: route.path === '*' ? undefined : absoluteUrl(siteUrl, route.path),
  };
}
