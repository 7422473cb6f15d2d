import { agency, faq, routeMeta, serviceBySlug } from '@agency/content';
import type { SiteRoute } from '../app/routes';
import { absoluteUrl as absolute, pageMeta } from './meta';

export { DEFAULT_SITE_URL, siteUrlFrom } from './meta';

/** Everything a page's <head> says about it. */
export type PageHead = {
  title: string;
  description: string;
  /** Absolute canonical URL; none for the 404 page. */
  canonical: string | undefined;
  /** Absolute URL of the page's share image. */
  image: string;
  noindex: boolean;
  jsonLd: object[];
};

/** The organisation with its contact point: on every page (JSON-LD). */
export function organisation(siteUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organisatie`,
    name: agency.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icon-512.png`,
    email: agency.email,
    telephone: agency.phone.href.replace(/^tel:/, ''),
    address: { '@type': 'PostalAddress', addressCountry: 'NL' },
    areaServed: { '@type': 'Country', name: agency.location },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: agency.email,
      telephone: agency.phone.href.replace(/^tel:/, ''),
      areaServed: 'NL',
      availableLanguage: ['nl'],
    },
  };
}

function faqPage(siteUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    '@id': `${siteUrl}/faq#vragen`,
    mainEntity: faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

function servicePage(siteUrl: string, slug: Parameters<typeof serviceBySlug>[0]): object {
  const service = serviceBySlug(slug);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${siteUrl}${service.path}#dienst`,
    name: service.name,
    serviceType: service.name,
    description: service.summary,
    url: absolute(siteUrl, service.path),
    provider: { '@id': `${siteUrl}/#organisatie` },
    areaServed: { '@type': 'Country', name: agency.location },
    availableLanguage: 'nl',
  };
}

/** Everything the prerendered <head> of a route says. */
export function headFor(route: SiteRoute, siteUrl: string): PageHead {
  const { structuredData } = routeMeta[route.path];
  const jsonLd = [organisation(siteUrl)];
  if (structuredData?.kind === 'faq') jsonLd.push(faqPage(siteUrl));
  if (structuredData?.kind === 'service') jsonLd.push(servicePage(siteUrl, structuredData.slug));
  return {
    ...pageMeta(route, siteUrl),
    image: `${siteUrl}/og-image.png`,
    noindex: route.path === '*',
    jsonLd,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script type="application/ld+json">: nothing in it may close the element. */
const scriptJson = (value: object) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The head tags of a page as HTML, for the prerendered files. */
export function renderHead(head: PageHead): string {
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="nl_NL" />`,
    `<meta property="og:site_name" content="${escapeHtml(agency.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    head.canonical ? `<meta property="og:url" content="${escapeHtml(head.canonical)}" />` : '',
    `<meta property="og:image" content="${escapeHtml(head.image)}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="${escapeHtml(`${agency.name}: ${agency.tagline}`)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(head.image)}" />`,
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return lines.filter(Boolean).join('\n    ');
}
