import type { Page } from '@playwright/test';
import { analytics } from '@agency/contract/analytics';
import { leadsApi } from '@agency/contract/leads';
import { expect, expectNotice, test } from './fixtures';

/**
 * Counting visits in the built site, through the real api (issue 41): the page views and goals a
 * visitor's browser sends to /api/visit, and the visit a lead carries. What the api keeps of
 * them is its own tests' business (api/test/); here the bodies the browser sends are checked.
 */

/** Every beacon body the page sends to /api/visit, in order. */
function watchBeacons(page: Page) {
  const beacons: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === analytics.paths.visit) beacons.push(request.postDataJSON());
  });
  return beacons;
}

const origin = {
  landing: '/wordpress',
  referrer: 'https://www.google.com',
  utm_source: 'nieuwsbrief',
  utm_campaign: 'najaar',
};

test(
  'a visit from a campaign: its page views, its goals and the lead it leads to carry where it came from',
  { tag: '@desktop-only' },
  async ({ page }) => {
    const beacons = watchBeacons(page);
    const pageViews: number[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (new URL(request.url()).pathname === analytics.paths.visit && !('goal' in (request.postDataJSON() ?? {})))
        pageViews.push(response.status());
    });

    // Arriving from a search engine (its address has a path and a query: only the origin goes).
    await page.goto('/wordpress?utm_source=nieuwsbrief&utm_campaign=najaar', {
      referer: 'https://www.google.com/search?q=wordpress+bureau',
    });
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const { landing: _, ...source } = origin;
    await expect.poll(() => beacons).toEqual([{ route: '/wordpress', landing: true, ...source }]);

    // A navigation inside the site: the route alone.
    await page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Contact', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vraag je gratis ontwerp aan');
    await expect.poll(() => beacons.slice(1)).toEqual([{ route: '/contact' }]);
    await expect.poll(() => pageViews).toEqual([204, 204]);

    // Nothing kept in the browser: no cookie, no storage (the chat is not used yet).
    expect(
      await page.evaluate(() => ({
        cookie: document.cookie,
        local: localStorage.length,
        session: sessionStorage.length,
      })),
    ).toEqual({ cookie: '', local: 0, session: 0 });

    // The contact form: its first field to take the focus is a goal; the request carries the visit.
    const form = page.getByRole('form', { name: 'Vertel over je project' });
    await form.getByLabel('Naam').fill('Eva de Boer');
    await expect.poll(() => beacons.slice(2)).toEqual([{ route: '/contact', goal: 'form_opened', origin }]);
    await form.getByLabel('E-mailadres').fill('eva@example.nl');
    await form.getByLabel('Bericht').fill('Wij willen een nieuwe WordPress-site.');
    const request = page.waitForRequest(`**${leadsApi.paths.contact}`);
    await form.getByRole('button', { name: 'Verstuur aanvraag' }).click();
    const body = (await request).postDataJSON();
    expect(body).toMatchObject({ name: 'Eva de Boer', visit: origin });
    expect(body.visit.landing).toBe('/wordpress');
    expect(body.visit.utm_campaign).toBe('najaar');
    await expectNotice(page, 'Bedankt voor je bericht! We nemen binnen 24 uur contact met je op.');

    // Opening the chat: a goal with the origin, once per page view.
    const launcher = page.getByRole('button', { name: /^Chat openen/ });
    await launcher.click();
    await expect(page.getByRole('dialog', { name: 'AI Assistent' })).toBeVisible();
    await expect.poll(() => beacons.slice(3)).toEqual([{ route: '/contact', goal: 'chat_opened', origin }]);

    // The staff area is a build of its own: it counts nothing.
    await page.goto('/beheer');
    await page.waitForLoadState('networkidle');
    expect(beacons).toHaveLength(4);
  },
);
