import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from './fixtures';

const root = join(import.meta.dirname, '..', '..');

/** The code an authenticator app shows for this secret at this moment (SHA-1, 6 digits, 30 s). */
const totpCode = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });

/** `npm run staff -- add` against the e2e server's database, as the agency runs it; the printed link. */
function addStaff(baseURL: string, email: string): string {
  const output = execFileSync(
    process.execPath,
    ['api/dist/cli/staff.mjs', 'add', '--email', email, '--name', 'Noor Bakker'],
    { cwd: root, env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '', SITE_URL: baseURL } },
  ).toString();
  const link = /(http\S+\/beheer\/welkom#\S+)/.exec(output)?.[1];
  if (!link) throw new Error(`no enrolment link in: ${output}`);
  return link;
}

/** Enrols at the link with an authenticator app; returns the app's secret and the recovery codes. */
async function enrolWithApp(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByLabel('Nieuw wachtwoord').fill(password);
  await page.getByLabel('Herhaal wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByRole('button', { name: /Authenticator-app gebruiken/ }).click();
  await expect(page.getByRole('img', { name: 'QR-code voor je authenticator-app' })).toBeVisible();
  const secret = (await page.getByRole('definition').innerText()).replace(/\s+/g, '');
  await page.getByRole('textbox', { name: 'Code' }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  const codes = page.getByRole('list', { name: /herstelcodes/i }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = (await codes.allInnerTexts()).map((code) => code.trim());
  await page.getByRole('button', { name: 'Ik heb ze bewaard' }).click();
  await page.getByRole('link', { name: 'Naar de aanvragen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aanvragen' })).toBeVisible();
  return { secret, recoveryCodes };
}

async function signIn(page: Page, email: string, password: string, code: string) {
  await page.goto('/beheer/inloggen');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await page.getByRole('textbox', { name: 'Code' }).fill(code);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
}

test('on "Beveiliging" a colleague ends another session, cannot remove the last factor, makes new recovery codes after confirming with the password, and changes the password @desktop-only', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const email = `noor.${Date.now()}@studiolegende.nl`;
  const password = 'paard batterij nietje correct';
  const newPassword = 'fietsen langs de amstel bij regen';
  const { secret, recoveryCodes } = await enrolWithApp(page, addStaff(baseURL!, email), password);

  // A second browser signs in too (the app's next code: this step's was used at enrolment).
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signIn(otherPage, email, password, totpCode(secret, Date.now() + 30_000));
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Aanvragen' })).toBeVisible();

  await page.getByRole('link', { name: 'Beveiliging' }).click();
  await expect(page).toHaveURL(/\/beheer\/beveiliging$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Beveiliging' })).toBeVisible();

  // Two sessions, this one marked; the other is ended, and its browser is signed out.
  const sessions = page.getByRole('list', { name: 'Actieve sessies' }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: 'Deze sessie' })).toHaveCount(1);
  await sessions.filter({ hasNotText: 'Deze sessie' }).getByRole('button', { name: 'Beëindigen' }).click();
  await expect(sessions).toHaveCount(1);
  expect((await otherPage.request.get('/api/staff/me')).status()).toBe(401);
  await other.close();

  // The only factor cannot be removed: its button is disabled and says why ...
  const remove = page.getByRole('list', { name: 'Je tweede stappen' }).getByRole('button', { name: 'Verwijderen' });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription(/Dit is je enige tweede stap/);

  // New recovery codes: the password is asked again first (a wrong one refused), then the codes show once.
  await expect(page.getByText('Je hebt nog 10 herstelcodes over.')).toBeVisible();
  await page.getByRole('button', { name: 'Nieuwe herstelcodes maken' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bevestig dat jij het bent' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Wachtwoord').fill('niet het goede wachtwoord');
  await dialog.getByRole('button', { name: 'Bevestigen', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('klopt niet');
  await dialog.getByLabel('Wachtwoord').fill(password);
  await dialog.getByRole('button', { name: 'Bevestigen', exact: true }).click();
  await expect(dialog).toBeHidden();
  const fresh = page.getByRole('list', { name: 'Nieuwe herstelcodes' }).getByRole('listitem');
  await expect(fresh).toHaveCount(10);
  const newCodes = (await fresh.allInnerTexts()).map((code) => code.trim());
  expect(newCodes).not.toContain(recoveryCodes[0]);
  await page.getByRole('button', { name: 'Ik heb ze bewaard' }).click();
  await expect(page.getByRole('list', { name: 'Nieuwe herstelcodes' })).toHaveCount(0);

  // ... and the api refuses it too, re-authenticated as this session now is (409, in Dutch).
  const me = (await (await page.request.get('/api/staff/me')).json()) as { factors: { id: string }[] };
  const refused = await page.request.post('/api/staff/account/factors/remove', {
    data: { id: me.factors[0]!.id },
    headers: { origin: baseURL! },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ error: 'last_factor', message: expect.stringMatching(/enige/) });

  // The audit trail shows it, with this colleague's name and no address.
  const trail = page.getByRole('table', { name: /Logboek/ });
  await page.reload();
  await expect(trail.getByRole('row').filter({ hasText: 'Opnieuw bevestigd' }).first()).toContainText('Noor Bakker');
  await expect(trail).not.toContainText('@');

  // A new password: the current one asked in the same form.
  await page.getByLabel('Huidig wachtwoord').fill(password);
  await page.getByLabel('Nieuw wachtwoord').fill(newPassword);
  await page.getByLabel('Herhaal wachtwoord').fill(newPassword);
  await page.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(page.getByText('Je wachtwoord is gewijzigd.')).toBeVisible();

  // "Overal uitloggen": to the sign-in page. The old recovery codes no longer work; the new password and a new code do.
  await page.getByRole('button', { name: 'Overal uitloggen' }).click();
  await expect(page).toHaveURL(/\/beheer\/inloggen/);
  await signIn(page, email, newPassword, recoveryCodes[1]!);
  await expect(page.getByRole('alert').filter({ hasText: 'Deze code klopt niet of is al gebruikt.' })).toBeVisible();
  await signIn(page, email, newPassword, newCodes[0]!);
  await expect(page.getByRole('heading', { level: 1, name: 'Aanvragen' })).toBeVisible();
  expect(consoleErrors.filter((error) => !/status of (401|403|409)/.test(error))).toEqual([]);
});
