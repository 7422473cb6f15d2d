import { expect, test } from './fixtures';
import { addStaff, enrolWithApp, signIn, totpCode } from './support/staff';

test('when a colleague uses "Beveiliging", then they end another session, cannot remove the last factor, make new recovery codes after confirming with the password, and change the password @desktop-only', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const email = `noor.${Date.now()}@studiolegende.nl`;
  const password = 'paard batterij nietje correct';
  const newPassword = 'fietsen langs de amstel bij regen';
  const { secret, recoveryCodes } = await enrolWithApp(page, addStaff(baseURL!, email, 'Noor Bakker'), password);

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
  // The change checks the current password and hashes the new one, both at OWASP's scrypt cost:
  // on a loaded 2-core machine with other tests running that took more than 10 s once.
  await expect(page.getByText('Je wachtwoord is gewijzigd.')).toBeVisible({ timeout: 30_000 });

  // "Overal uitloggen": to the sign-in page. The old recovery codes no longer work; the new password and a new code do.
  await page.getByRole('button', { name: 'Overal uitloggen' }).click();
  await expect(page).toHaveURL(/\/beheer\/inloggen/);
  await signIn(page, email, newPassword, recoveryCodes[1]!);
  await expect(page.getByRole('alert').filter({ hasText: 'Deze code klopt niet of is al gebruikt.' })).toBeVisible();
  await signIn(page, email, newPassword, newCodes[0]!);
  await expect(page.getByRole('heading', { level: 1, name: 'Aanvragen' })).toBeVisible();
  expect(consoleErrors.filter((error) => !/status of (401|403|409)/.test(error))).toEqual([]);
});
