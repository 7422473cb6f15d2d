import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addStaff, totpCode } from './support/staff';

/** Writes a chat lead into the e2e server's SQLite database, past the api's own checks. */
function storeLeadDirectly(lead: { name: string; message: string; transcript: string }) {
  const database = new Database(join(process.env.E2E_DATA_DIR ?? '', 'agency.sqlite'));
  try {
    const id = randomUUID();
    const now = new Date().toISOString();
    database
      .prepare(
        "insert into leads (id, kind, name, email, phone, message, created_at, source) values (?, 'callback', ?, null, '+31612345678', ?, ?, 'chat')",
      )
      .run(id, lead.name, lead.message, now);
    database
      .prepare('insert into lead_conversations (lead_id, messages, created_at) values (?, ?, ?)')
      .run(id, JSON.stringify([{ role: 'user', content: lead.transcript }]), now);
  } finally {
    database.close();
  }
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Code' })).toBeVisible();
}

test('a colleague enrols with an authenticator app, signs in with a code and with a recovery code (once), sees a new lead arrive live, and signs out @desktop-only', async ({
  page,
  request,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const email = `sanne.${Date.now()}@studiolegende.nl`;
  const password = 'paard batterij nietje correct';
  const link = addStaff(baseURL!, email, 'Sanne de Vries');

  // The link: the page posts its token and takes it out of the address bar.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Kies een wachtwoord' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await page.getByLabel('Nieuw wachtwoord').fill(password);
  await page.getByLabel('Herhaal wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Volgende' }).click();

  await page.getByRole('button', { name: /Authenticator-app gebruiken/ }).click();
  await expect(page.getByRole('img', { name: 'QR-code voor je authenticator-app' })).toBeVisible();
  // The secret as the page shows it, for typing by hand (in groups of four).
  const secret = (await page.getByRole('definition').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByRole('textbox', { name: 'Code' }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Bevestigen' }).click();

  const codes = page.getByRole('list', { name: /herstelcodes/i }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().innerText()).trim();
  await page.getByRole('button', { name: 'Ik heb ze bewaard' }).click();
  await page.getByRole('link', { name: 'Naar de aanvragen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aanvragen' })).toBeVisible();

  // Signed out, the inbox sends to the sign-in page, and back to where one was after it.
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/beheer\/inloggen/);
  await page.goto('/beheer?status=new');
  await expect(page).toHaveURL(/\/beheer\/inloggen\?terug=/);
  await signInWithPassword(page, email, password);
  // The next time step's code: the one of this step was used at enrolment.
  await page.getByRole('textbox', { name: 'Code' }).fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aanvragen' })).toBeVisible();
  await expect(page).toHaveURL(/\/beheer\?status=new$/);

  // Live: a lead a visitor sends shows in the open inbox within 3 seconds, without a reload,
  // and the tab's title counts the new leads.
  const visitor = `Live Bezoeker ${Date.now()}`;
  const sent = await request.post('/api/request-callback', { data: { phone_number: '06 13572468', name: visitor } });
  expect(sent.status()).toBe(201);
  await expect(page.getByRole('link', { name: visitor })).toBeVisible({ timeout: 3_000 });
  await expect(page).toHaveTitle(/^\(\d+\) Beheer · Studio Legende$/);
  await expect(page.getByRole('status').filter({ hasText: 'Er is een nieuwe aanvraag binnengekomen.' })).toBeAttached();

  // A lead whose name, message and chat transcript hold HTML and script (the lead endpoints refuse
  // such text, so it is written straight into the database, as an older version or another tool
  // could have): shown as text, never run.
  const name = `<img src=x onerror="window.hacked=1">Eva ${Date.now()}`;
  const script = '<script>window.hacked=1</script>';
  storeLeadDirectly({
    name,
    message: `${script}\nTweede regel`,
    transcript: `<b onmouseover="window.hacked=1">Hoi</b>${script}`,
  });
  await page.reload();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`${script}\nTweede regel`)).toBeVisible();
  await expect(page.getByText(`<b onmouseover="window.hacked=1">Hoi</b>${script}`)).toBeVisible();
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  // Status and a note, kept after a reload, with the author's name.
  await page.getByLabel('Status').selectOption({ label: 'In behandeling' });
  await expect(page.getByRole('status').filter({ hasText: 'Status opgeslagen: In behandeling.' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Notitie', exact: true }).fill('Belt vrijdag terug.');
  await page.getByRole('button', { name: 'Notitie opslaan' }).click();
  await expect(page.getByText('Belt vrijdag terug.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('in_progress');
  await expect(page.getByText('Belt vrijdag terug.')).toBeVisible();
  await expect(page.getByText(/Sanne de Vries ·/)).toBeVisible();
  await page.getByRole('button', { name: 'Uitloggen' }).click();

  // A recovery code signs in once.
  await signInWithPassword(page, email, password);
  await page.getByRole('textbox', { name: 'Code' }).fill(recovery);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aanvragen' })).toBeVisible();
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await signInWithPassword(page, email, password);
  await page.getByRole('textbox', { name: 'Code' }).fill(recovery);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Deze code klopt niet of is al gebruikt.' })).toBeVisible();

  // The staff page is never indexed, and nothing was refused by the Content-Security-Policy.
  const answer = await page.request.get('/beheer/inloggen');
  expect(answer.headers()['x-robots-tag']).toMatch(/noindex/);
  expect(await answer.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain('/beheer');
  expect(consoleErrors.filter((error) => !/status of 401/.test(error))).toEqual([]);
});

test('a colleague enrols with a passkey and signs in with it alone (Chromium virtual authenticator) @desktop-only', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A passkey belongs to a domain name: the same server, by the name `localhost`.
  const site = baseURL!.replace('127.0.0.1', 'localhost');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const email = `piet.${Date.now()}@studiolegende.nl`;
  const password = 'paard batterij nietje correct';
  await page.goto(addStaff(site, email, 'Sanne de Vries'));
  await page.getByLabel('Nieuw wachtwoord').fill(password);
  await page.getByLabel('Herhaal wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByRole('button', { name: /Passkey gebruiken/ }).click();
  await expect(page.getByRole('list', { name: /herstelcodes/i }).getByRole('listitem')).toHaveCount(10);
  // The passkey lives on the device, discoverable: no e-mail address is needed to use it.
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);
  await page.getByRole('button', { name: 'Ik heb ze bewaard' }).click();
  await page.getByRole('link', { name: 'Naar de aanvragen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aanvragen' })).toBeVisible();
  await page.getByRole('button', { name: 'Uitloggen' }).click();

  await expect(page).toHaveURL(/\/beheer\/inloggen/);
  await page.getByRole('button', { name: 'Inloggen met een passkey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aanvragen' })).toBeVisible();
});
