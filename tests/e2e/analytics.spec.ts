import type { Browser, Locator, Page } from '@playwright/test';
import { analytics } from '@agency/contract/analytics';
import { expect, expectNotice, test } from './fixtures';
import { addStaff, enrolWithApp } from './support/staff';

// What brings clients, through the real api (the fourth e2e server: its own database, so every
// visit it counts is this test's; every group shown, however small): two visitors, a bot and a
// colleague in the site, then the colleague's "Herkomst" and the lead's page.

const base = `http://127.0.0.1:${process.env.E2E_ANALYTICS_PORT}`;
const dataDir = process.env.E2E_ANALYTICS_DATA_DIR ?? '';
const PASSWORD = 'fiets regen stroopwafel gracht';

const DESKTOP_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const BOT_AGENT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test.use({ baseURL: base });

/** The api's answers to the page's beacons, as they come: each page view and goal it sent. */
function beaconAnswers(page: Page) {
  const answers: { body: Record<string, unknown>; status: number }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (new URL(request.url()).pathname === analytics.paths.visit)
      answers.push({ body: request.postDataJSON() as Record<string, unknown>, status: response.status() });
  });
  return answers;
}

async function open(browser: Browser, userAgent: string, path: string) {
  const context = await browser.newContext({ baseURL: base, locale: 'nl-NL', userAgent });
  const page = await context.newPage();
  const answers = beaconAnswers(page);
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return { context, page, answers };
}

/** The row of a table (by its caption) whose header cell is `name`: its cells' texts. */
async function rowOf(page: Page, caption: string, name: string): Promise<string[]> {
  const table = page.getByRole('table', { name: caption });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  return row.getByRole('cell').allInnerTexts();
}

/** Reads "Herkomst" again until `check` holds: the counts are written a second after they came. */
async function untilShown(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Herkomst: wat klanten brengt' })).toBeVisible();
    await check();
  }).toPass({ timeout: 20_000 });
}

const totalOf = (page: Page, name: string): Locator =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .locator('xpath=following-sibling::dd[1]');

test(
  'when a visitor from a campaign sends a project request and another reads the home page, then Herkomst shows both, the campaign’s lead, its goal and, once won, its client; a bot and a colleague add nothing',
  { tag: '@desktop-only' },
  async ({ browser }) => {
    test.setTimeout(120_000);
    // The first visitor: arrives from a newsletter's campaign, reads on and asks for a design.
    const first = await open(browser, DESKTOP_AGENT, '/wordpress?utm_source=nieuwsbrief&utm_campaign=najaar');
    await first.page
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Contact', exact: true })
      .click();
    await expect(first.page.getByRole('heading', { level: 1 })).toHaveText('Vraag je gratis ontwerp aan');
    const form = first.page.getByRole('form', { name: 'Vertel over je project' });
    await form.getByLabel('Naam').fill('Lotte Smit');
    await form.getByLabel('E-mailadres').fill(`lotte.${Date.now()}@example.nl`);
    await form.getByLabel('Bericht').fill('We willen een nieuwe WordPress-site voor onze bakkerij.');
    await form.getByRole('button', { name: 'Verstuur aanvraag' }).click();
    await expectNotice(first.page, 'Bedankt voor je bericht! We nemen binnen 24 uur contact met je op.');
    // Two page views and the form's goal, each answered.
    await expect
      .poll(() => first.answers.map(({ body, status }) => [body.route, body.goal ?? 'view', status]))
      .toEqual([
        ['/wordpress', 'view', 204],
        ['/contact', 'view', 204],
        ['/contact', 'form_opened', 204],
      ]);

    // The second visitor: another browser, on a phone, reads the home page.
    const second = await open(browser, PHONE_AGENT, '/');
    await expect.poll(() => second.answers.map(({ status }) => status)).toEqual([204]);

    // A crawler's page view is answered alike, and not counted.
    const bot = await open(browser, BOT_AGENT, '/faq');
    await expect.poll(() => bot.answers.map(({ status }) => status)).toEqual([204]);

    // A colleague, signed in, looks at the site: not counted either.
    const desk = await browser.newContext({ baseURL: base, locale: 'nl-NL', viewport: { width: 1280, height: 900 } });
    const staff = await desk.newPage();
    await enrolWithApp(staff, addStaff(base, `sem.${Date.now()}@studiolegende.nl`, 'Sem de Wit', dataDir), PASSWORD);
    const looked = beaconAnswers(staff);
    await staff.goto('/shopify');
    await staff.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect.poll(() => looked.map(({ status }) => status)).toEqual([204]);

    // Herkomst: 2 visitors, 3 page views, the campaign with its lead, the project request with its rate.
    await staff.goto('/beheer/herkomst');
    await untilShown(staff, async () => {
      await expect(totalOf(staff, 'Bezoekers')).toHaveText('2', { timeout: 1000 });
      await expect(totalOf(staff, 'Paginaweergaven')).toHaveText('3', { timeout: 1000 });
    });
    expect(await rowOf(staff, 'Doelen in deze periode', 'Projectaanvraag verstuurd')).toEqual(['1', '50%']);
    expect(await rowOf(staff, 'Doelen in deze periode', 'Contactformulier geopend')).toEqual(['1', '50%']);
    await staff.getByRole('tab', { name: 'Per campagne' }).click();
    const campaign = () => rowOf(staff, 'Van bezoek tot klant per campagne', 'najaar');
    // Visitors, opened, lead, in progress, won, and the rate from visitor to client.
    expect(await campaign()).toEqual(['1', '1', '1', '0', '0', '0%']);

    // The lead's page says where it came from; the colleague marks it "Gewonnen".
    await staff.getByRole('link', { name: /^Aanvragen/ }).click();
    await staff.getByRole('link', { name: 'Lotte Smit' }).click();
    const origin = staff.getByRole('region', { name: 'Herkomst' });
    await expect(origin.getByRole('definition')).toHaveText(['/wordpress', 'nieuwsbrief', 'najaar']);
    await staff.getByLabel('Status').selectOption({ label: 'Gewonnen' });
    await expect(staff.getByRole('status').filter({ hasText: 'Gewonnen' })).toBeVisible();

    // The road: one client for the campaign.
    await staff.getByRole('link', { name: 'Herkomst', exact: true }).click();
    await staff.getByRole('tab', { name: 'Per campagne' }).click();
    await expect.poll(campaign).toEqual(['1', '1', '1', '1', '1', '100%']);
    await expect(totalOf(staff, 'Bezoekers')).toHaveText('2');

    for (const context of [first.context, second.context, bot.context, desk]) await context.close();
  },
);
