import type { ServiceSlug, ServiceSummary } from './types';

/**
 * What every page shows of a service (navigation, footer, the home page cards): kept
 * apart from the full descriptions in services.ts, so pages that only link to a
 * service do not carry all of its texts.
 */
export const serviceSummaries: readonly ServiceSummary[] = [
  {
    slug: 'wordpress',
    path: '/wordpress',
    name: 'WordPress Development',
    shortName: 'WordPress',
    tagline: 'Een snelle, vindbare website die je zelf kunt bijhouden',
    homePoints: ['Custom Themes', 'WooCommerce', 'SEO Ready'],
  },
  {
    slug: 'shopify',
    path: '/shopify',
    name: 'Shopify E-commerce',
    shortName: 'Shopify',
    tagline: 'Een webshop die verkoopt',
    homePoints: ['Custom Stores', 'Apps', 'Conversie Boost'],
  },
  {
    slug: 'platform',
    path: '/platform',
    name: 'Platform Development',
    shortName: 'platformen op maat',
    tagline: 'Maatwerk voor processen die niet in een standaardpakket passen',
    homePoints: ['React & Next.js', "API's", 'Cloud Ready'],
  },
];

export function serviceSummary(slug: ServiceSlug): ServiceSummary {
  const found = serviceSummaries.find((service) => service.slug === slug);
  if (!found) throw new Error(`Unknown service: ${slug}`);
  return found;
}
