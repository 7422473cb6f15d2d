import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addStaff, enrolThroughApi, totpCode } from './support/staff';

// The staff area, one behaviour a test. Each test has a colleague of its own, added with the
// `staff` command as the agency does it, and its leads sent through the endpoints the site uses.

const PASSWORD = 'paard batterij nietje correct';

/** A colleague of this test alone: its address, and the name the staff area shows. */
const colleague = (first = 'sanne') => ({ email: `${first}.${Date.now()}@studiolegende.nl`, name: 'Sanne de Vries' });

/** What the console holds besides the browser's own line for a 401 the page expects (who is signed in). */
const unexpected = (errors: string[]) => errors.filter((error) => !/status of 401/.test(error));

test.describe.configure({ timeout: 90_000 });

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Code' })).toBeVisible();
}

/** The inbox, signed in, and the heading that says so. */
async function openInbox(page: Page, path = '/beheer') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Aanvragen' })).toBeVisible();
}

/** A call back asked for with the site's dialog (POST /api/request-callback). */
async function sendCallback(request: APIRequestContext, data: Record<string, unknown>) {
  const sent = await request.post('/api/request-callback', { data });
  expect(sent.status()).toBe(201);
}

test('when a colleague follows the link of `staff add`, then the page takes the token out of the address, and a password and an authenticator app enrol them, with ten recovery codes, on the inbox @desktop-only', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const { email, name } = colleague();
  const link = addStaff(baseURL!, email, name);

  // The link: the page posts its token and takes it out of the address bar.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Kies een wachtwoord' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await page.getByLabel('Nieuw wachtwoord').fill(PASSWORD);
  await page.getByLabel('Herhaal wachtwoord').fill(PASSWORD);
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
  await page.getByRole('button', { name: 'Ik heb ze bewaard' }).click();
  await page.getByRole('link', { name: 'Naar de aanvragen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aanvragen' })).toBeVisible();
  // Nothing was refused by the Content-Security-Policy.
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('when a signed-out colleague opens the inbox, then it sends them to sign in, and the password and the next code bring them back where they were @desktop-only', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const { email, name } = colleague();
  const { secret } = await enrolThroughApi(page, baseURL!, email, name, PASSWORD);
  await openInbox(page);

  // Signed out, the inbox sends to the sign-in page, and back to where one was after it.
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/beheer\/inloggen/);
  await page.goto('/beheer?status=new');
  await expect(page).toHaveURL(/\/beheer\/inloggen\?terug=/);
  await signInWithPassword(page, email, PASSWORD);
  // The next time step's code: the one of this step was used at enrolment.
  await page.getByRole('textbox', { name: 'Code' }).fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aanvragen' })).toBeVisible();
  await expect(page).toHaveURL(/\/beheer\?status=new$/);
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('when a visitor sends a lead, then the open inbox shows it within 3 seconds without a reload, counts it in the tab title and says so @desktop-only', async ({
  page,
  request,
  baseURL,
  consoleErrors,
}) => {
  const { email, name } = colleague();
  await enrolThroughApi(page, baseURL!, email, name, PASSWORD);
  await openInbox(page, '/beheer?status=new');

  // Live: a lead a visitor sends shows in the open inbox within 3 seconds, without a reload,
  // and the tab's title counts the new leads.
  const visitor = `Live Bezoeker ${Date.now()}`;
  await sendCallback(request, { phone_number: '06 13572468', name: visitor });
  await expect(page.getByRole('link', { name: visitor })).toBeVisible({ timeout: 3_000 });
  await expect(page).toHaveTitle(/^\(\d+\) Beheer · Studio Legende$/);
  await expect(page.getByRole('status').filter({ hasText: 'Er is een nieuwe aanvraag binnengekomen.' })).toBeAttached();
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('when a lead holds markup (HTML and script in its chat, character references in its name and message), then the staff page shows it as text and runs none of it @desktop-only', async ({
  page,
  request,
  baseURL,
  consoleErrors,
}) => {
  // The api refuses HTML in a name or a message (and in the visitor's own chat messages), but
  // takes what the assistant answered as it is. A page that read text as HTML would show
  // `&lt;` as `<`, and run what the answer holds.
  const script = '<script>window.hacked=1</script>';
  const answer = `<b onmouseover="window.hacked=1">Hoi</b>${script}`;
  const references = '&lt;script&gt;window.hacked=1&lt;/script&gt;';
  const projectName = `&lt;img src=x onerror="window.hacked=1"&gt;Eva ${Date.now()}`;
  const chatName = `&lt;b&gt;Bram&lt;/b&gt; ${Date.now()}`;
  const contact = await request.post('/api/contact', {
    data: { name: projectName, email: `eva.${Date.now()}@example.nl`, message: `${references}\nTweede regel` },
  });
  expect(contact.status()).toBe(201);
  await sendCallback(request, {
    phone_number: '06 12345678',
    name: chatName,
    source: 'chat',
    conversation: [
      { role: 'user', content: 'Kan iemand mij bellen?' },
      { role: 'assistant', content: answer },
    ],
  });
  const { email, name } = colleague();
  await enrolThroughApi(page, baseURL!, email, name, PASSWORD);

  await openInbox(page);
  await page.getByRole('link', { name: projectName }).click();
  await expect(page.getByRole('heading', { level: 1, name: projectName })).toBeVisible();
  await expect(page.getByText(`${references}\nTweede regel`)).toBeVisible();

  await openInbox(page);
  await page.getByRole('link', { name: chatName }).click();
  await expect(page.getByRole('heading', { level: 1, name: chatName })).toBeVisible();
  await expect(page.getByText(answer)).toBeVisible();
  await page.getByText(answer).hover();
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('when a colleague sets the status of a lead and writes a note, then both are kept after a reload, the note with their name @desktop-only', async ({
  page,
  request,
  baseURL,
  consoleErrors,
}) => {
  const visitor = `Noor Notitie ${Date.now()}`;
  await sendCallback(request, { phone_number: '06 24681357', name: visitor });
  const { email, name } = colleague();
  await enrolThroughApi(page, baseURL!, email, name, PASSWORD);
  await openInbox(page);
  await page.getByRole('link', { name: visitor }).click();
  await expect(page.getByRole('heading', { level: 1, name: visitor })).toBeVisible();

  // Status and a note, kept after a reload, with the author's name.
  await page.getByLabel('Status').selectOption({ label: 'In behandeling' });
  await expect(page.getByRole('status').filter({ hasText: 'Status opgeslagen: In behandeling.' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Notitie', exact: true }).fill('Belt vrijdag terug.');
  await page.getByRole('button', { name: 'Notitie opslaan' }).click();
  await expect(page.getByText('Belt vrijdag terug.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('in_progress');
  await expect(page.getByText('Belt vrijdag terug.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notities' }).getByText(/Sanne de Vries ·/)).toBeVisible();
  // The lead's history says who changed the status and wrote the note.
  const history = page.getByRole('region', { name: 'Geschiedenis' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Status gewijzigd naar In behandeling' })).toContainText(
    'door Sanne de Vries',
  );
  await expect(history.getByRole('listitem').filter({ hasText: 'Notitie toegevoegd' })).toContainText(
    'door Sanne de Vries',
  );
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('when a recovery code has signed a colleague in once, then it is refused the second time @desktop-only', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const { email, name } = colleague();
  const { recoveryCodes } = await enrolThroughApi(page, baseURL!, email, name, PASSWORD);
  const recovery = recoveryCodes[0]!;
  await openInbox(page);
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/beheer\/inloggen/);

  // A recovery code signs in once.
  await signInWithPassword(page, email, PASSWORD);
  await page.getByRole('textbox', { name: 'Code' }).fill(recovery);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aanvragen' })).toBeVisible();
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await signInWithPassword(page, email, PASSWORD);
  await page.getByRole('textbox', { name: 'Code' }).fill(recovery);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Deze code klopt niet of is al gebruikt.' })).toBeVisible();
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('when the staff page is fetched, then it asks not to be indexed, and the sitemap leaves it out @desktop-only', async ({
  request,
}) => {
  const answer = await request.get('/beheer/inloggen');
  expect(answer.headers()['x-robots-tag']).toMatch(/noindex/);
  expect(await answer.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/beheer');
});

test('when a colleague enrols with a passkey, then it is kept on the device, discoverable, and signs them in alone (Chromium virtual authenticator) @desktop-only', async ({
  page,
  baseURL,
}) => {
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
  const { email, name } = colleague('piet');
  await page.goto(addStaff(site, email, name));
  await page.getByLabel('Nieuw wachtwoord').fill(PASSWORD);
  await page.getByLabel('Herhaal wachtwoord').fill(PASSWORD);
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
