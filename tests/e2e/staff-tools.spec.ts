import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addStaff, totpCode } from './support/staff';

const PASSWORD = 'koffie bij de gracht om negen';

/**
 * What the console holds besides the browser's own line for an api answer the page expects: 401
 * (who is signed in, asked before enrolment ends) and 403 (the api asking for the password again).
 */
const unexpected = (errors: string[]) =>
  errors.filter((text) => !/^Failed to load resource: the server responded with a status of 40[13] /.test(text));

/** A colleague added with the CLI, enrolled with an authenticator app, signed in on the inbox. */
async function enrolAndSignIn(page: Page, baseURL: string) {
  const link = addStaff(baseURL, `noor.${Date.now()}@studiolegende.nl`, 'Noor Bakker');
  await page.goto(link);
  await page.getByLabel('Nieuw wachtwoord').fill(PASSWORD);
  await page.getByLabel('Herhaal wachtwoord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByRole('button', { name: /Authenticator-app gebruiken/ }).click();
  const secret = (await page.getByRole('definition').innerText()).replace(/\s+/g, '');
  await page.getByRole('textbox', { name: 'Code' }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await page.getByRole('button', { name: 'Ik heb ze bewaard' }).click();
  await page.getByRole('link', { name: 'Naar de aanvragen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aanvragen' })).toBeVisible();
}

// Each test enrols a colleague before it begins.
test.describe.configure({ timeout: 90_000 });

/** The api asks who it is before an export or an erasure: the password, once for 5 minutes. */
async function confirmItIsMe(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Bevestig dat jij het bent' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Wachtwoord').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Bevestigen', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('when a colleague presses "Exporteren (CSV)", then the password is asked again for the export and the leads download as a spreadsheet-safe CSV for Dutch Excel @desktop-only', async ({
  page,
  request,
  baseURL,
  consoleErrors,
}) => {
  const marker = `Export ${Date.now()}`;
  // A formula as the name, sent with the contact form as anyone could (the api takes it: it is no HTML).
  const sent = await request.post('/api/contact', {
    data: {
      name: `=HYPERLINK("https://evil.example","${marker}")`,
      email: `export.${Date.now()}@example.nl`,
      message: '+SUM(A1:A3)',
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: string };
  await enrolAndSignIn(page, baseURL!);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporteren (CSV)' }).click();
  await expect(page.getByRole('dialog', { name: 'Bevestig dat jij het bent' })).toContainText('Voor deze export');
  await confirmItIsMe(page);
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const file = await readFile((await download.path())!, 'utf8');
  // For Dutch Excel: UTF-8 with a byte order mark, ";" between, Dutch headers.
  expect(file.startsWith('\uFEFF')).toBe(true);
  const lines = file.slice(1).split('\r\n');
  expect(lines[0]).toBe(
    '"Ontvangen";"Soort";"Bron";"Naam";"Telefoon";"E-mail";"Bericht";"Status";"Notities";"Toegewezen aan";"Opvolgen op";"Reden om op te volgen";"Eerste pagina";"Bron van het bezoek";"Medium";"Campagne";"Verwezen door";"Kenmerk"',
  );
  const row = lines.find((line) => line.endsWith(`;"${id}"`));
  expect(row).toMatch(/^"\d{2}-\d{2}-\d{4} \d{2}:\d{2}";"Projectaanvraag";"Contactformulier";/);
  // The formula is text, not a formula: a ' in front of it, in the cell as the spreadsheet reads it.
  expect(row).toContain(`"'=HYPERLINK(""https://evil.example"",""${marker}"")"`);
  expect(row).toContain(`;"'+SUM(A1:A3)";`);
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('when a person found by e-mail address is erased, then it takes an explicit confirmation and the password, and nothing is stored about them after @desktop-only', async ({
  page,
  request,
  baseURL,
  consoleErrors,
}) => {
  const email = `wis.mij.${Date.now()}@example.nl`;
  const name = `Wim Wisser ${Date.now()}`;
  const sent = await request.post('/api/contact', {
    data: { name, email, message: 'Graag een offerte voor een nieuwe website.' },
  });
  expect(sent.status()).toBe(201);
  await enrolAndSignIn(page, baseURL!);

  await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Persoon' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gegevens van een persoon' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mailadres' }).fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Opgeslagen gegevens' })).toBeFocused();
  await expect(page.getByText(name)).toBeVisible();

  await page.getByRole('button', { name: 'Gegevens wissen' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Weet je het zeker?' })).toBeFocused();
  // Not without the confirmation.
  await page.getByRole('button', { name: 'Definitief wissen' }).click();
  await expect(page.getByRole('checkbox', { name: 'Ja, wis deze gegevens definitief' })).toBeFocused();
  await page.getByRole('checkbox', { name: 'Ja, wis deze gegevens definitief' }).check();
  await page.getByRole('button', { name: 'Definitief wissen' }).click();
  await confirmItIsMe(page);
  await expect(page.getByText('Gewist: 1 aanvragen, 0 notities en 0 chatbeoordelingen.')).toBeFocused();

  // Looked for again: nothing is stored about them.
  await page.getByRole('textbox', { name: 'E-mailadres' }).fill(email);
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
  await expect(page.getByText('Niets opgeslagen over deze persoon.')).toBeVisible();
  expect(unexpected(consoleErrors)).toEqual([]);
});
