import type { Page, Request } from '@playwright/test';
import { expect, expectNotice, expectRefused, notices, open, test } from './fixtures';

/** The api's message for a number it cannot call (api/src/features/leads/domain/leadInput.ts). */
const refusedNumber = 'Dit is geen geldig telefoonnummer. Bijvoorbeeld: 06 12345678.';

async function openDialog(page: Page) {
  await open(page, '/');
  await page.getByRole('button', { name: 'Bel me terug' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bel me terug' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('callback dialog', () => {
  test('has a phone field with a Dutch mobile placeholder and an optional name', async ({ page }) => {
    const dialog = await openDialog(page);
    const phone = dialog.getByLabel('Telefoonnummer');
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(phone).toHaveAttribute('placeholder', /^06/);
    await expect(dialog.getByLabel('Naam (optioneel)')).toBeVisible();
  });

  test('while it is open the page behind does not scroll and nothing on it moves', async ({ page }) => {
    await open(page, '/');
    await page.evaluate(() => window.scrollTo(0, 200));
    // The page behind is hidden from assistive technology while the dialog is open: no role queries on it.
    const title = page.locator('h1');
    const before = await title.boundingBox();
    await page.getByRole('button', { name: 'Bel me terug' }).click();
    await expect(page.getByRole('dialog', { name: 'Bel me terug' })).toBeVisible();
    // Radix's scroll lock, whose rules the strict Content-Security-Policy must let through.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('End');
    expect(await page.evaluate(() => window.scrollY)).toBe(200);
    expect(await title.boundingBox()).toEqual(before);
  });

  test('a blank phone number shows the destructive notice and sends nothing', async ({ page }) => {
    const dialog = await openDialog(page);
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/request-callback')) sent.push(request);
    });
    await dialog.getByLabel('Telefoonnummer').fill('   ');
    await dialog.getByRole('button', { name: 'Bel me terug' }).click();
    const notice = await expectNotice(page, 'Telefoonnummer vereist', 'Vul alstublieft je telefoonnummer in.');
    await expect(notice).toHaveAttribute('data-variant', 'destructive');
    await expect(dialog).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  test('success: posts {phone_number, name: null}, thanks, closes and clears', async ({ page }) => {
    const dialog = await openDialog(page);
    await dialog.getByLabel('Telefoonnummer').fill(' 06 12345678 ');
    const request = page.waitForRequest('**/api/request-callback');
    const response = page.waitForResponse('**/api/request-callback');
    await dialog.getByRole('button', { name: 'Bel me terug' }).click();
    expect((await request).postDataJSON()).toMatchObject({ phone_number: '06 12345678', name: null });
    expect((await response).status()).toBe(201);
    await expectNotice(page, 'Verzoek ontvangen!', 'We bellen je zo snel mogelijk terug.');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Bel me terug' }).click();
    await expect(page.getByRole('dialog').getByLabel('Telefoonnummer')).toHaveValue('');
  });

  test("while submitting the fields are disabled and the button reads 'Verzenden...'", async ({ page }) => {
    const dialog = await openDialog(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/request-callback', async (route) => {
      await held;
      await route.fulfill({ status: 201, json: { id: 'test' } });
    });
    await dialog.getByLabel('Telefoonnummer').fill('0612345678');
    await dialog.getByLabel('Naam (optioneel)').fill('Eva');
    await dialog.getByRole('button', { name: 'Bel me terug' }).click();
    await expect(dialog.getByRole('button', { name: 'Verzenden...' })).toBeVisible();
    await expect(dialog.getByLabel('Telefoonnummer')).toBeDisabled();
    await expect(dialog.getByLabel('Naam (optioneel)')).toBeDisabled();
    release();
    await expect(dialog).toBeHidden();
  });

  test('failure: the error notice, and the dialog stays open with what was typed', async ({ page }) => {
    const dialog = await openDialog(page);
    await page.route('**/api/request-callback', (route) => route.fulfill({ status: 500, json: { error: 'internal' } }));
    await dialog.getByLabel('Telefoonnummer').fill('0612345678');
    await dialog.getByRole('button', { name: 'Bel me terug' }).click();
    const notice = await expectNotice(page, 'Er ging iets mis', 'Probeer het later opnieuw of bel ons direct.');
    await expect(notice).toHaveAttribute('data-variant', 'destructive');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Telefoonnummer')).toHaveValue('0612345678');
  });

  test('a number the api refuses is said at the field, with focus there and the name kept; put right, it is sent and no red notice stays', async ({
    page,
  }) => {
    const dialog = await openDialog(page);
    const phone = dialog.getByLabel('Telefoonnummer');
    const name = dialog.getByLabel('Naam (optioneel)');
    const send = dialog.getByRole('button', { name: 'Bel me terug' });

    // Blank: the spec's notice, and the field is marked too.
    await send.click();
    await expectNotice(page, 'Telefoonnummer vereist', 'Vul alstublieft je telefoonnummer in.');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Vul alstublieft je telefoonnummer in.');

    await phone.fill('06123');
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await name.fill('Eva de Boer');
    const refused = page.waitForResponse('**/api/request-callback');
    await send.click();
    expect((await refused).status()).toBe(400);
    await expectRefused(page, phone, refusedNumber);
    await expect(phone).toHaveValue('06123');
    await expect(name).toHaveValue('Eva de Boer');
    // One message at a time for the number: the blank number's notice, no longer true, is gone.
    await expect(notices(page).getByText('Telefoonnummer vereist')).toHaveCount(0);

    await phone.fill('06 12345678');
    await expect(phone).not.toHaveAttribute('aria-invalid');
    const sent = page.waitForResponse('**/api/request-callback');
    await send.click();
    expect((await sent).status()).toBe(201);
    await expectNotice(page, 'Verzoek ontvangen!', 'We bellen je zo snel mogelijk terug.');
    await expect(dialog).toBeHidden();
    // The blank number's red notice closed with the confirmation.
    await expect(notices(page).locator('[data-variant="destructive"]')).toHaveCount(0);
  });

  test('at most three notices are visible at once', async ({ page }) => {
    const dialog = await openDialog(page);
    // Enter in the (blank) phone field sends the form; each try raises a notice. On a phone the
    // stacked notices would soon cover the dialog's button, so the keyboard sends it here.
    await dialog.getByLabel('Telefoonnummer').focus();
    for (let i = 0; i < 5; i += 1) await dialog.getByLabel('Telefoonnummer').press('Enter');
    await expect(page.getByRole('region', { name: /Meldingen/ }).getByRole('listitem')).toHaveCount(3);
  });
});
