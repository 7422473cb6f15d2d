import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createECDH, randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { expect, test } from './fixtures';
import { enrolThroughApi, setRole, totpCode } from './support/staff';

// Running the sales from the inbox, in Chromium through the real api of its own server (an SMTP
// server this test starts on E2E_SALES_SMTP_PORT, push services on 127.0.0.1): a lead arrives and
// the beheerder's phone and mailbox hear of it; she invites a colleague, who enrols from the link
// after an interruption; she answers the lead with a saved reply, assigns it to the colleague and
// sets a follow-up, which alerts the colleague when due; the lead's history names each step.

const base = `http://127.0.0.1:${process.env.E2E_SALES_PORT}`;
const dataDir = process.env.E2E_SALES_DATA_DIR;
const PASSWORD = 'verkoop vanuit de inbox graag';
const VISITOR = {
  name: 'Anna de Boer',
  email: `anna.${Date.now()}@example.nl`,
  message: 'Graag een webshop voor de bakkerij.',
};

test.use({ baseURL: base });
test.describe.configure({ timeout: 180_000 });

/** A real SMTP server on the port the sales server sends to; it keeps each mail's recipients and text. */
async function startMailbox() {
  const mails: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8').replace(/=\r\n/g, '');
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(Number(process.env.E2E_SALES_SMTP_PORT), '127.0.0.1', resolve));
  const to = (address: string) => mails.filter((mail) => mail.to.includes(address));
  return { to, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A push service on 127.0.0.1 that counts the encrypted messages it is sent. */
async function startPushService() {
  const received: string[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.headers['content-encoding'] === 'aes128gcm') received.push(req.url ?? '');
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A browser's subscription keys, made here: Chromium cannot subscribe at a push service offline. */
function subscriptionKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  return context.newPage();
}

/** The date and time in Amsterdam of a moment, as the follow-up's inputs take them. */
function amsterdam(at: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Amsterdam',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Asks the password again in the page's dialog, as a sensitive change does. */
async function confirmWithPassword(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Bevestig dat jij het bent' });
  await dialog.getByLabel('Wachtwoord').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Bevestigen' }).click();
}

test('when a lead arrives, then the beheerder’s push and e-mail come; she invites a colleague who enrols after an interruption, answers with a saved reply the SMTP server receives, assigns the lead and sets a follow-up that alerts the colleague, and the history names each step @desktop-only', async ({
  browser,
}) => {
  const mailbox = await startMailbox();
  const push = await startPushService();
  try {
    // The installation's first colleague: its beheerder, with a phone that takes push and new leads by e-mail too.
    const noor = await newPage(browser);
    const noorEmail = `noor.${Date.now()}@studiolegende.nl`;
    await enrolThroughApi(noor, base, noorEmail, 'Noor Bakker', PASSWORD, dataDir);
    // The first account is one (a retry of this test meets the first run's accounts).
    setRole(noorEmail, 'beheerder', dataDir);
    const staffApi = (method: 'post' | 'put', path: string, data: unknown) =>
      noor.request[method](`/api/staff${path}`, { data, headers: { origin: base } });
    expect(
      (
        await staffApi('post', '/alerts/devices', { endpoint: `${push.url}/push/noor`, keys: subscriptionKeys() })
      ).status(),
    ).toBe(201);
    const { choices } = (await (await noor.request.get('/api/staff/alerts')).json()) as {
      choices: Record<string, object>;
    };
    expect(
      (
        await staffApi('put', '/alerts/choices', { choices: { ...choices, new_lead: { email: true, push: true } } })
      ).status(),
    ).toBe(200);

    // A visitor sends the project request form.
    const sent = await noor.request.post('/api/contact', { data: VISITOR });
    expect(sent.status()).toBe(201);
    const { id: leadId } = (await sent.json()) as { id: string };
    await expect.poll(() => push.received).toEqual(['/push/noor']);
    await expect.poll(() => mailbox.to(noorEmail).length).toBe(1);

    // A saved reply to start from, added by the beheerder.
    await noor.goto('/beheer/antwoorden');
    await noor.getByLabel('Titel').fill('Eerste reactie');
    await noor.getByLabel('Tekst').fill('Beste {naam},\n\nDank voor je aanvraag. Ik bel je morgen.\n\nNoor');
    await noor.getByRole('button', { name: 'Toevoegen' }).click();
    await expect(noor.getByText('"Eerste reactie" is toegevoegd.')).toBeVisible();

    // A second colleague, invited from "Collega's" after asking the password again.
    await noor.goto('/beheer/collegas');
    const sanneEmail = `sanne.${Date.now()}@studiolegende.nl`;
    await noor.getByLabel('Naam').fill('Sanne de Vries');
    await noor.getByLabel('E-mailadres').fill(sanneEmail);
    await noor.getByRole('button', { name: 'Uitnodigen' }).click();
    await confirmWithPassword(noor);
    await expect(noor.getByText('Sanne de Vries is uitgenodigd.')).toBeVisible();
    const link = await noor.getByLabel('Eenmalige link').inputValue();
    expect(mailbox.to(sanneEmail)).toHaveLength(1);

    // Sanne chooses a password, then closes the tab; later she signs in with it and goes on where she was.
    const sanne = await newPage(browser);
    await sanne.goto(link);
    await sanne.getByLabel('Nieuw wachtwoord').fill(PASSWORD);
    await sanne.getByLabel('Herhaal wachtwoord').fill(PASSWORD);
    await sanne.getByRole('button', { name: 'Volgende' }).click();
    await expect(sanne.getByRole('button', { name: /Authenticator-app gebruiken/ })).toBeVisible();
    const later = await sanne.context().newPage();
    await sanne.close();
    await later.goto('/beheer/inloggen');
    await later.getByLabel('E-mailadres').fill(sanneEmail);
    await later.getByLabel('Wachtwoord').fill(PASSWORD);
    await later.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await later.getByRole('button', { name: /Authenticator-app gebruiken/ }).click();
    const secret = (await later.getByRole('definition').innerText()).replace(/\s+/g, '');
    await later.getByRole('textbox', { name: 'Code' }).fill(totpCode(secret));
    await later.getByRole('button', { name: 'Bevestigen' }).click();
    await later.getByRole('button', { name: 'Ik heb ze bewaard' }).click();
    await later.getByRole('link', { name: 'Naar de aanvragen' }).click();
    await expect(later.getByRole('heading', { level: 1, name: 'Aanvragen' })).toBeVisible();

    // The beheerder answers the lead with the saved reply; the SMTP server receives it.
    await noor.goto(`/beheer/aanvragen/${leadId}`);
    await noor.getByLabel('Standaardantwoord').selectOption({ label: 'Eerste reactie' });
    await expect(noor.getByRole('textbox', { name: 'Bericht' })).toHaveValue(/^Beste Anna de Boer,/);
    await noor.getByRole('button', { name: 'Versturen' }).click();
    await expect(noor.getByText(`Verstuurd naar ${VISITOR.email}.`)).toBeVisible();
    const [reply] = mailbox.to(VISITOR.email);
    expect(reply?.raw).toContain('Beste Anna de Boer,');
    expect(reply?.raw).toMatch(/^Reply-To: noor\./m);

    // Assigned to Sanne, to be followed up at the next minute.
    await noor.getByLabel('Toegewezen aan').selectOption({ label: 'Sanne de Vries' });
    await expect(noor.getByText('Toegewezen aan Sanne de Vries.')).toBeVisible();
    const due = new Date(Math.ceil((Date.now() + 5_000) / 60_000) * 60_000);
    const { date, time } = amsterdam(due);
    await noor.getByLabel('Datum').fill(date);
    await noor.getByLabel('Tijd').fill(time);
    await noor.getByLabel(/Waarvoor/).fill('Offerte nabellen');
    await noor.getByRole('button', { name: 'Opvolgen instellen' }).click();
    await expect(noor.getByText(/Opvolgen ingesteld op/).first()).toBeVisible();

    // When it is due, Sanne is alerted by e-mail (her default), and the history says so.
    await expect.poll(() => mailbox.to(sanneEmail).length, { timeout: 90_000 }).toBe(2);
    const history = noor.getByRole('region', { name: 'Geschiedenis' });
    await expect(history.getByText('Tijd om op te volgen')).toBeVisible({ timeout: 15_000 });
    await expect(history.getByRole('listitem')).toContainText([
      'Aanvraag ontvangen',
      /E-mail verstuurd: .*door Noor Bakker/,
      /Toegewezen aan Sanne de Vries.*door Noor Bakker/,
      /Opvolgen ingesteld op .*door Noor Bakker/,
      'Tijd om op te volgen',
    ]);
  } finally {
    await mailbox.close();
    await push.close();
  }
});
