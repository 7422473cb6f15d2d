import { describe, expect, it } from 'vitest';
import { notFoundRoute, routeFor, routes } from '../app/routes';
import { headFor, renderHead, siteUrlFrom } from './seo';

const siteUrl = 'https://www.studiolegende.nl';

describe('the head of every page', () => {
  it('gives every route a unique title and description', () => {
    const heads = routes.map((route) => headFor(route, siteUrl));
    expect(new Set(heads.map((head) => head.title)).size).toBe(routes.length);
    expect(new Set(heads.map((head) => head.description)).size).toBe(routes.length);
    for (const head of heads) expect(head.description.length).toBeLessThanOrEqual(160);
  });

  it('describes the organisation with its contact point on every page, the FAQ on /faq and a service on service pages', () => {
    for (const route of [...routes, notFoundRoute]) {
      const types = headFor(route, siteUrl).jsonLd.map((data) => (data as { '@type': string })['@type']);
      expect(types[0]).toBe('Organization');
      if (route.path === '/faq') expect(types).toContain('FAQPage');
      if (['/wordpress', '/shopify', '/platform'].includes(route.path)) expect(types).toContain('Service');
    }
  });

  it('has a canonical URL on the site address, and none (but noindex) on the 404 page', () => {
    expect(headFor(routeFor('/about/'), siteUrl).canonical).toBe('https://www.studiolegende.nl/about');
    expect(headFor(routeFor('/'), siteUrlFrom('https://example.nl/')).canonical).toBe('https://example.nl/');
    const notFound = headFor(routeFor('/nergens'), siteUrl);
    expect(notFound.canonical).toBeUndefined();
    expect(renderHead(notFound)).toContain('<meta name="robots" content="noindex" />');
  });

  it('cannot break out of the JSON-LD script element', () => {
    const html = renderHead({
      ...headFor(routeFor('/'), siteUrl),
      jsonLd: [{ text: '</script><script>alert(1)</script>' }],
    });
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script\\u003e');
  });
});
