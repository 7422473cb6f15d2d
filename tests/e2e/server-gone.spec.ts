import type { Page } from '@playwright/test';
import { chatProtocol } from '@agency/contract/chat';
import { expect, expectNotice, open, routes, test } from './fixtures';

// When the server goes away (a restart, a phone losing its connection), the visitor must still
// be told what happened, and nothing on the page may be lost. A notice's code is loaded when the
// first notice appears, which is exactly when the server may no longer answer: it is fetched
// ahead, when the visitor starts something that can end in a notice.

const NOTICE_CODE = /\/assets\/Toast-[^/]+\.js$/;
const homeH1 = routes.find((route) => route.path === '/')!.h1;

/** Resolves when the notices' code has been fetched (the fetch started by `action`). */
async function noticesLoadedBy(page: Page, action: () => Promise<void>) {
  const loaded = page.waitForResponse(NOTICE_CODE);
  await action();
  await loaded;
}

test.describe('when the server is gone', () => {
  test('the server stops during a chat answer: the answer so far stays, the notice shows, the page stays', async ({
    page,
  }) => {
    await open(page, '/');
    await noticesLoadedBy(page, () => page.getByRole('button', { name: 'Chat openen' }).click());
    const panel = page.getByRole('dialog', { name: 'AI Assistent' });
    // The stream the api sends when it stops (SIGTERM); after it nothing on the server answers.
    await page.route('**/api/chat', (route) =>
      route.fulfill({
        headers: { 'content-type': 'text/event-stream' },
        body:
          `data: ${JSON.stringify({ choices: [{ delta: { content: 'Een WordPress-site begint ' } }] })}\n\n` +
          `event: ${chatProtocol.events.error}\n` +
          `data: ${JSON.stringify({ error: chatProtocol.errorCodes.shuttingDown })}\n\n`,
      }),
    );
    await page.route(/\/assets\//, (route) => route.abort('connectionrefused'));
    await panel.getByPlaceholder('Typ je vraag...').fill('Wat kost een WordPress-site?');
    await panel.getByPlaceholder('Typ je vraag...').press('Enter');
    await expectNotice(page, 'Fout', 'Er ging iets mis. Probeer het opnieuw.');
    await expect(panel.getByText('Een WordPress-site begint')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: homeH1 })).toBeVisible();
  });

  test('offline with the callback dialog open: the failure notice shows and what was typed stays', async ({ page }) => {
    await open(page, '/');
    await noticesLoadedBy(page, () => page.getByRole('button', { name: 'Bel me terug' }).click());
    const dialog = page.getByRole('dialog', { name: 'Bel me terug' });
    await dialog.getByLabel('Telefoonnummer').fill('0612345678');
    await page.context().setOffline(true);
    await dialog.getByRole('button', { name: 'Bel me terug' }).click();
    await expectNotice(page, 'Er ging iets mis', 'Probeer het later opnieuw of bel ons direct.');
    await expect(dialog.getByLabel('Telefoonnummer')).toHaveValue('0612345678');
  });

  test('offline after starting the contact form: the failure notice shows and the form keeps its text', async ({
    page,
  }) => {
    await open(page, '/contact');
    const form = page.getByRole('form', { name: 'Vertel over je project' });
    await noticesLoadedBy(page, () => form.getByLabel('Naam').fill('Sanne de Vries'));
    await form.getByLabel('E-mailadres').fill('sanne@example.nl');
    await form.getByLabel('Bericht').fill('Een webshop voor onze bakkerij.');
    await page.context().setOffline(true);
    await form.getByRole('button', { name: 'Verstuur aanvraag' }).click();
    await expectNotice(page, 'Er ging iets mis');
    await expect(form.getByLabel('Bericht')).toHaveValue('Een webshop voor onze bakkerij.');
  });

  test("when the notices' code cannot be loaded at all, the notice still shows, plainly, and the page stays", async ({
    page,
  }) => {
    await page.route(NOTICE_CODE, (route) => route.abort('connectionrefused'));
    await open(page, '/');
    await page.getByRole('button', { name: 'Chat openen' }).click();
    const panel = page.getByRole('dialog', { name: 'AI Assistent' });
    await page.route('**/api/chat', (route) => route.abort('connectionrefused'));
    await panel.getByPlaceholder('Typ je vraag...').fill('Wat kost een webshop?');
    await panel.getByPlaceholder('Typ je vraag...').press('Enter');
    await expectNotice(page, 'Fout', 'Er ging iets mis. Probeer het opnieuw.');
    await expect(page.getByRole('heading', { level: 1, name: homeH1 })).toBeVisible();
  });
});
