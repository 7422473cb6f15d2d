// The promised hours are written once, in @agency/content's facts: every page says whatever
// number is there. Rendered here with other numbers than the real ones.
import type * as Facts from '@agency/content/facts';
import { beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('@agency/content/facts', async (importOriginal) => ({
  ...(await importOriginal<typeof Facts>()),
  promises: { freeDesignHours: 72, contactWithinHours: 12 },
}));

const { notFoundRoute, preloadPages, render, routes } = await import('../entry-server');

describe('the promises on every page', () => {
  beforeAll(() => preloadPages());

  const pages = () =>
    [...routes, notFoundRoute].map((route) => {
      const path = route.path === '*' ? '/bestaat-niet' : route.path;
      const { html, head } = render(path, undefined);
      return { path, text: `${head}\n${html}` };
    });

  it('when the free design promise is 72 hours and contact 12, then no page says 48 or 24 hours', () => {
    for (const { path, text } of pages()) {
      expect(text, path).not.toMatch(/\b(48|24) uur/);
    }
  });

  it('when the promises change, then the pages that state them say the new numbers', () => {
    const text = Object.fromEntries(pages().map((page) => [page.path, page.text]));
    expect(text['/']).toContain('Gratis ontwerp binnen 72 uur');
    expect(text['/services']).toContain('Gratis ontwerp binnen 72 uur');
    expect(text['/wordpress']).toContain('Het ontwerp heb je al binnen 72 uur.');
    expect(text['/faq']).toContain('Binnen 12 uur nemen we contact met je op');
    expect(text['/contact']).toContain('Binnen 12 uur contact');
    expect(text['/about']).toContain('Binnen 72 uur zie je hoe jouw merk online een legende wordt');
    // The footer of every page.
    for (const page of Object.values(text)) expect(page).toContain('We nemen binnen 12 uur contact met je op.');
  });
});
