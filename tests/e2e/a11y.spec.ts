import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNotice, open, routes, test } from './fixtures';

/**
 * Keeps a notice open while axe walks the page: a pointer moving over it pauses its timer (as
 * for a visitor reading it), so a slow scan does not meet it fading out. Dispatched, since an
 * open dialog's overlay takes the real pointer.
 */
async function holdNotice(notice: Locator) {
  await notice.dispatchEvent('pointermove');
  await expect(notice).toBeVisible();
}

test.describe('accessibility (axe)', () => {
  // axe walks the whole page; on a busy machine one walk takes about 30 s, and some tests walk
  // it two or three times.
  test.describe.configure({ timeout: 150_000 });
  for (const route of [...routes, { path: '/bestaat-niet', h1: 'Oops! Page not found' }]) {
    test(`${route.path} has no violations`, async ({ page }) => {
      await open(page, route.path);
      await expectNoAxeViolations(page, route.path);
    });
  }

  test('the home page with the callback dialog open and a notice showing', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Bel me terug' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bel me terug' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'dialog open');
    await dialog.getByRole('button', { name: 'Bel me terug' }).click();
    await holdNotice(await expectNotice(page, 'Telefoonnummer vereist'));
    await expectNoAxeViolations(page, 'dialog open with a notice');
  });

  test('the home page with the chat panel open, a conversation and an error notice', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Chat openen' }).click();
    const panel = page.getByRole('dialog', { name: 'AI Assistent' });
    await expect(panel).toBeVisible();
    await expectNoAxeViolations(page, 'chat empty');
    await page.route('**/api/chat', (route) => route.fulfill({ status: 429, json: { error: 'rate_limited' } }));
    await panel.getByRole('button', { name: 'Prijzen' }).click();
    await holdNotice(await expectNotice(page, 'Te veel verzoeken'));
    await expectNoAxeViolations(page, 'chat with a notice');
  });

  test('the contact page while the thank-you notice shows', async ({ page }) => {
    await open(page, '/contact');
    const form = page.getByRole('form', { name: 'Vertel over je project' });
    await form.getByLabel('Naam').fill('Eva de Boer');
    await form.getByLabel('E-mailadres').fill('eva@example.nl');
    await form.getByLabel('Bericht').fill('Een nieuwe website graag.');
    await form.getByRole('button', { name: 'Verstuur aanvraag' }).click();
    await holdNotice(await expectNotice(page, 'Bedankt voor je bericht! We nemen binnen 24 uur contact met je op.'));
    await expectNoAxeViolations(page, 'contact with a notice');
  });

  test('the mobile menu open', { tag: '@phone-only' }, async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await expectNoAxeViolations(page, 'menu open');
  });
});
