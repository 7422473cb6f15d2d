import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { agency, deploymentFacts, retentionPeriodText } from '@agency/content';
import { expect, expectNotice, isPhone, open, routes, test } from './fixtures';

/** The built site the e2e server serves. */
const dist = join(import.meta.dirname, '..', '..', 'site', 'dist');

/** How many leads the e2e server has stored with this e-mail address or phone number. */
function storedLeads(where: { email?: string; phone?: string }): number {
  const db = new Database(join(process.env.E2E_DATA_DIR ?? '', 'agency.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    const row = db
      .prepare('select count(*) as n from leads where email = ? or phone = ?')
      .get(where.email ?? null, where.phone ?? null) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

/** A value no other test uses, so what is found in the database or the log is this test's. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Every request the page makes that does not go to the site's own origin (data: and blob: are local). */
function watchOrigins(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) foreign.push(url);
  });
  return foreign;
}

test.describe('privacy statement', () => {
  test('names who, what, why, recipients, retention, rights, the AP and no cookies', async ({ page }) => {
    await open(page, '/privacy');
    await expect(page).toHaveTitle(`Privacyverklaring | ${agency.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacyverklaring');
    const main = page.getByRole('main');

    // Who is responsible, with the KvK number from the content.
    await expect(main).toContainText(`KvK-nummer ${agency.legal.kvk}`);
    await expect(main).toContainText(agency.legal.address.street);
    await expect(main.getByRole('link', { name: agency.legal.privacyEmail }).first()).toHaveAttribute(
      'href',
      `mailto:${agency.legal.privacyEmail}`,
    );
    // What each form and the chat collect: a table on wide screens, one block per row on phones.
    for (const where of ['"Bel me terug"', 'Contactformulier', 'Chat', '"Chat met een collega"']) {
      const name = isPhone(page)
        ? main.getByRole('heading', { name: where, exact: true })
        : main.getByRole('rowheader', { name: where, exact: true });
      await expect(name).toBeVisible();
    }
    await expect(main).toContainText('artikel 6 lid 1 b');
    // What the chat counts, without the question or the visitor.
    await expect(main).toContainText(
      'We tellen alleen per dag en per onderwerp hoeveel vragen er zijn gesteld en hoeveel de assistent niet kon beantwoorden',
    );
    // The retention period the api uses, from the same source.
    const period = retentionPeriodText(deploymentFacts(process.env).retentionDays);
    await expect(main.getByRole('heading', { name: 'Hoe lang we je gegevens bewaren' })).toBeVisible();
    await expect(main).toContainText(`We bewaren je terugbelverzoek of aanvraag ${period}.`);
    // Without an external model configured, it says plainly that chat text goes nowhere else.
    await expect(main).toContainText('De chatassistent draait op onze eigen server.');
    for (const right of ['inzage', 'correctie', 'verwijdering', 'bezwaar', 'overdraagbaarheid']) {
      await expect(main).toContainText(`(${right})`);
    }
    await expect(main.getByRole('link', { name: 'autoriteitpersoonsgegevens.nl' })).toHaveAttribute(
      'href',
      'https://www.autoriteitpersoonsgegevens.nl',
    );
    await expect(main).toContainText('Deze website plaatst geen cookies');
    await expect(main).toContainText('niet om AI-modellen te trainen');
    // The table of contents jumps to each section.
    const toc = main.getByRole('navigation', { name: 'Inhoud van deze privacyverklaring' });
    await toc.getByRole('link', { name: 'Je rechten' }).click();
    await expect(page).toHaveURL(/\/privacy#rechten$/);
    await expect(main.getByRole('heading', { name: 'Je rechten', level: 2 })).toBeInViewport();
  });

  test('is linked from the footer of every page', async ({ page }) => {
    for (const { path } of routes.filter((route) => route.path !== '/privacy')) {
      await open(page, path);
      const link = page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: 'Juridisch' })
        .getByRole('link', { name: 'Privacyverklaring' });
      await expect(link, path).toHaveAttribute('href', '/privacy');
    }
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacyverklaring' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacyverklaring');
  });

  test('the callback dialog links to it next to its button; the link closes the dialog', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Bel me terug' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bel me terug' });
    await dialog.getByLabel('Telefoonnummer').fill('0612345678');
    await dialog.getByRole('link', { name: 'privacyverklaring' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacyverklaring');
  });

  test('the contact form links to it next to its button', async ({ page }) => {
    await open(page, '/contact');
    const form = page.getByRole('form', { name: 'Vertel over je project' });
    await expect(form).toContainText('We gebruiken je gegevens alleen om op je aanvraag te reageren.');
    await form.getByRole('link', { name: 'privacyverklaring' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test("the chat's disclosure says it is an AI and links to it", async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Chat openen' }).click();
    const panel = page.getByRole('dialog', { name: 'AI Assistent' });
    await expect(panel).toContainText(
      'Je praat met een AI-assistent, geen mens. Zijn antwoorden kunnen fout zijn. Deel geen gevoelige persoonsgegevens.',
    );
    await panel.getByRole('link', { name: 'privacyverklaring' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(panel).toBeHidden();
  });
});

test.describe('privacy in practice', () => {
  test('no page and no flow makes a request to another origin or sets a cookie, or loads the staff area', async ({
    page,
    baseURL,
  }) => {
    // Every route, the 404 page and three flows, each page waited on until the network is quiet.
    test.setTimeout(120_000);
    const origin = new URL(baseURL ?? '').origin;
    const foreign = watchOrigins(page, origin);
    const scripts = new Set<string>();
    const staffRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script') scripts.add(pathname);
      if (/^\/(beheer|api\/staff)/i.test(pathname)) staffRequests.push(pathname);
    });
    for (const { path } of routes) {
      await open(page, path);
      await page.waitForLoadState('networkidle');
    }
    await open(page, '/does-not-exist');

    // The chat, the callback dialog and the contact form, each sent once.
    await open(page, '/');
    await page.getByRole('button', { name: 'Chat openen' }).click();
    const panel = page.getByRole('dialog', { name: 'AI Assistent' });
    await panel.getByRole('button', { name: 'WordPress' }).click();
    await expect(panel.getByRole('list', { name: 'Berichten' }).getByRole('listitem')).toHaveCount(2);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Bel me terug' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bel me terug' });
    await dialog.getByLabel('Telefoonnummer').fill('0612345678');
    await dialog.getByRole('button', { name: 'Bel me terug' }).click();
    await expectNotice(page, 'Verzoek ontvangen!');

    await open(page, '/contact');
    const form = page.getByRole('form', { name: 'Vertel over je project' });
    await form.getByLabel('Naam').fill('Eva de Boer');
    await form.getByLabel('E-mailadres').fill('eva@example.nl');
    await form.getByLabel('Bericht').fill('Een webshop graag.');
    await form.getByRole('button', { name: 'Verstuur aanvraag' }).click();
    await expectNotice(page, 'Bedankt voor je bericht!');
    await page.waitForLoadState('networkidle');

    expect(foreign).toEqual([]);
    expect(await page.context().cookies()).toEqual([]);
    // Nothing of the staff area: no request to it, and no script the visitor got holds its code.
    expect(staffRequests).toEqual([]);
    expect(scripts.size).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(readFileSync(join(dist, script), 'utf8').includes('/api/staff'), `${script} holds staff code`).toBe(false);
    }
  });

  test('a double click on the contact form stores one lead', { tag: '@desktop-only' }, async ({ page }) => {
    const email = `dubbel-${unique()}@example.nl`;
    await open(page, '/contact');
    const form = page.getByRole('form', { name: 'Vertel over je project' });
    await form.getByLabel('Naam').fill('Dubbel Klik');
    await form.getByLabel('E-mailadres').fill(email);
    await form.getByLabel('Bericht').fill('Twee keer geklikt.');
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posted.push(request.headers()['idempotency-key'] ?? '');
    });
    await form.getByRole('button', { name: 'Verstuur aanvraag' }).dblclick();
    await expectNotice(page, 'Bedankt voor je bericht!');
    expect(posted.length).toBeGreaterThan(0);
    expect(new Set(posted).size).toBe(1);
    expect(posted[0]).not.toBe('');
    expect(storedLeads({ email })).toBe(1);
  });

  test(
    'an answer lost on the way back is retried with the same key and stores one lead',
    { tag: '@desktop-only' },
    async ({ page }) => {
      const phone = `+3161${String(Date.now()).slice(-7)}`;
      await open(page, '/');
      const keys: string[] = [];
      let first = true;
      await page.route('**/api/request-callback', async (route) => {
        keys.push(route.request().headers()['idempotency-key'] ?? '');
        if (!first) return route.continue();
        first = false;
        // The request reaches the api and is stored, but its answer never arrives.
        await route.fetch();
        await route.abort('connectionreset');
      });
      await page.getByRole('button', { name: 'Bel me terug' }).click();
      const dialog = page.getByRole('dialog', { name: 'Bel me terug' });
      await dialog.getByLabel('Telefoonnummer').fill(phone);
      await dialog.getByRole('button', { name: 'Bel me terug' }).click();
      await expectNotice(page, 'Verzoek ontvangen!');
      expect(keys).toHaveLength(2);
      expect(keys[0]).toBe(keys[1]);
      expect(storedLeads({ phone })).toBe(1);
    },
  );

  test(
    "the server's log holds no phone number, e-mail address, name, message or chat text",
    { tag: '@desktop-only' },
    async ({ page, request }) => {
      const id = unique();
      const secrets = {
        name: `Naam${id}`,
        email: `mail-${id}@example.nl`,
        phoneTyped: `06 1${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
        message: `Bericht${id}`,
        chat: `Chatvraag${id}`,
      };
      const phoneDigits = secrets.phoneTyped.replace(/\D/g, '').slice(1);

      // The callback dialog and the contact form as a visitor uses them.
      await open(page, '/');
      await page.getByRole('button', { name: 'Bel me terug' }).click();
      const dialog = page.getByRole('dialog', { name: 'Bel me terug' });
      await dialog.getByLabel('Telefoonnummer').fill(secrets.phoneTyped);
      await dialog.getByLabel('Naam (optioneel)').fill(secrets.name);
      await dialog.getByRole('button', { name: 'Bel me terug' }).click();
      await expectNotice(page, 'Verzoek ontvangen!');

      await open(page, '/contact');
      const form = page.getByRole('form', { name: 'Vertel over je project' });
      await form.getByLabel('Naam').fill(secrets.name);
      await form.getByLabel('E-mailadres').fill(secrets.email);
      await form.getByLabel(/Telefoonnummer/).fill(secrets.phoneTyped);
      await form.getByLabel('Bericht').fill(secrets.message);
      await form.getByRole('button', { name: 'Verstuur aanvraag' }).click();
      await expectNotice(page, 'Bedankt voor je bericht!');

      // The chat.
      await open(page, '/');
      await page.getByRole('button', { name: 'Chat openen' }).click();
      const panel = page.getByRole('dialog', { name: 'AI Assistent' });
      await panel.getByRole('textbox').fill(secrets.chat);
      await panel.getByRole('textbox').press('Enter');
      await expect(panel.getByRole('list', { name: 'Berichten' }).getByRole('listitem')).toHaveCount(2);

      // Bad input carrying personal data: refused, and still not logged.
      const bad = await request.post('/api/contact', {
        data: { name: secrets.name, email: `ongeldig-${secrets.email}-@`, phone: 'x', message: secrets.message },
      });
      expect(bad.status()).toBe(400);
      const reused = await request.post('/api/request-callback', {
        headers: { 'idempotency-key': `log-${id}` },
        data: { phone_number: secrets.phoneTyped, name: secrets.name },
      });
      expect(reused.status()).toBe(201);
      const conflict = await request.post('/api/request-callback', {
        headers: { 'idempotency-key': `log-${id}` },
        data: { phone_number: secrets.phoneTyped, name: `${secrets.name}2` },
      });
      expect(conflict.status()).toBe(422);

      // The server logs at trace level in the e2e run (playwright.config.ts); give it a moment to write.
      const logFile = process.env.E2E_LOG_FILE ?? '';
      await expect.poll(() => readFileSync(logFile, 'utf8')).toContain('"status":422');
      const log = readFileSync(logFile, 'utf8');
      expect(log).toContain('lead.stored');
      for (const [what, value] of Object.entries({ ...secrets, phoneDigits })) {
        expect(log.includes(value), `${what} (${value}) in the server log`).toBe(false);
      }
    },
  );
});

test.describe('the contact form before its JavaScript took over', () => {
  test.use({ javaScriptEnabled: false });

  test('with JavaScript off it posts, the request is stored, and the URL and the log hold none of its fields', async ({
    page,
  }) => {
    const id = unique();
    const fields = {
      name: `Zonder Script ${id}`,
      email: `zonder-${id}@example.nl`,
      phone: `06 1${id.replace(/\D/g, '').padEnd(7, '7').slice(0, 7)}`,
      message: `Een bericht zonder JavaScript ${id}`,
    };
    const visited: string[] = [];
    page.on('request', (request) => visited.push(request.url()));
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Vertel over je project' });
    await form.getByLabel('Naam').fill(fields.name);
    await form.getByLabel('E-mailadres').fill(fields.email);
    await form.getByLabel('Telefoonnummer').fill(fields.phone);
    await form.getByLabel('Bericht').fill(fields.message);
    await form.getByRole('button', { name: 'Verstuur aanvraag' }).click();

    // Post/redirect/get: back on the contact page, at the form's own thank-you.
    await expect(page).toHaveURL(/\/contact#verzonden$/);
    await expect(page.getByText('Bedankt voor je bericht! We nemen binnen 24 uur contact met je op.')).toBeVisible();
    expect(storedLeads({ email: fields.email })).toBe(1);

    const logFile = process.env.E2E_LOG_FILE ?? '';
    await expect.poll(() => readFileSync(logFile, 'utf8')).toContain('"url":"/api/contact"');
    const log = readFileSync(logFile, 'utf8');
    for (const [what, value] of Object.entries(fields)) {
      for (const url of visited) expect(decodeURIComponent(url), `${what} in a URL`).not.toContain(value);
      expect(page.url()).not.toContain(encodeURIComponent(value));
      expect(log.includes(value), `${what} (${value}) in the server log`).toBe(false);
    }
  });

  test('a request the api refuses gets a Dutch page that says what to change; going back keeps what was typed', async ({
    page,
  }) => {
    const id = unique();
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Vertel over je project' });
    await form.getByLabel('Naam').fill(`Fout ${id}`);
    await form.getByLabel('E-mailadres').fill(`fout-${id}@example.nl`);
    await form.getByLabel('Telefoonnummer').fill('12345');
    await form.getByLabel('Bericht').fill('Mijn nummer klopt niet.');
    await form.getByRole('button', { name: 'Verstuur aanvraag' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je aanvraag is nog niet verstuurd');
    await expect(page.getByRole('listitem')).toContainText('Telefoonnummer: Dit is geen geldig telefoonnummer.');
    expect(storedLeads({ email: `fout-${id}@example.nl` })).toBe(0);
    await page.goBack();
    await expect(form.getByLabel('Naam')).toHaveValue(`Fout ${id}`);
    await expect(form.getByLabel('Telefoonnummer')).toHaveValue('12345');
  });
});
