import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { chatLiveTexts, promises } from '@agency/content';
import { expect, expectNoAxeViolations, expectNotice, expectRefused, isPhone, notices, open, test } from './fixtures';

// The chat as a way to a lead: kept, stopped, asked again, linked, handed over to a person.
// Tests that need a real model run against the second api (playwright.config.ts), whose
// OpenAI-compatible model is tests/e2e/support/fake-model.mjs.

const root = join(import.meta.dirname, '..', '..');
const modelApi = `http://127.0.0.1:${process.env.E2E_MODEL_API_PORT}`;
const fakeModel = `http://127.0.0.1:${process.env.E2E_FAKE_MODEL_PORT}`;

async function openChat(page: Page, path = '/') {
  await open(page, path);
  await page.getByRole('button', { name: /^Chat openen/ }).click();
  const panel = page.getByRole('dialog', { name: 'AI Assistent' });
  await expect(panel).toBeVisible();
  return panel;
}

function messages(page: Page) {
  return page
    .getByRole('dialog', { name: 'AI Assistent' })
    .getByRole('list', { name: 'Berichten' })
    .getByRole('listitem');
}

async function ask(page: Page, question: string) {
  const input = page.getByRole('dialog', { name: 'AI Assistent' }).getByRole('textbox', { name: 'Je vraag' });
  await input.fill(question);
  await input.press('Enter');
}

/**
 * The call-back form after the visitor asked for a person. No colleague is available on these
 * servers, so the panel says so (in office hours) or says when someone is there again (outside
 * them), and offers "Bel me terug" either way; a colleague in the chat is live-chat.spec.ts's.
 */
async function callBackForm(page: Page) {
  const panel = page.getByRole('dialog', { name: 'AI Assistent' });
  const nobody = panel.getByRole('group', { name: chatLiveTexts.nobodyAvailable, exact: true });
  const closed = panel.getByRole('group', { name: /^We zijn er weer / });
  await nobody.or(closed).getByRole('button', { name: 'Bel me terug' }).click({ timeout: 15_000 });
  const form = panel.getByRole('form', { name: /Liever een mens aan de lijn/ });
  await expect(form).toBeVisible();
  return form;
}

/** Everything the leads command exports, as the agency sees it. */
function exportedLeads(dataDir: string): { phone: string | null; source: string; conversation: unknown }[] {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'api/src/cli/leads.ts', 'export', '--format', 'json'],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    },
  ).toString();
  return JSON.parse(out);
}

test.describe('chat: kept conversation', () => {
  test('a reload keeps the conversation, the launcher says so, and Nieuw gesprek clears it', async ({ page }) => {
    const panel = await openChat(page);
    await ask(page, 'Wat kost een website?');
    await expect(messages(page)).toHaveCount(2);
    await expect(panel.getByRole('button', { name: 'Nuttig', exact: true })).toBeVisible({ timeout: 15_000 });

    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const launcher = page.getByRole('button', { name: 'Chat openen, gesprek wacht' });
    await expect(launcher).toBeVisible();
    await launcher.click();
    await expect(messages(page)).toHaveCount(2);
    await expect(messages(page).first()).toContainText('Wat kost een website?');

    await page.getByRole('button', { name: 'Nieuw gesprek' }).click();
    await expect(page.getByRole('dialog', { name: 'AI Assistent' }).getByText('Hoe kunnen we helpen?')).toBeVisible();
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('button', { name: 'Chat openen', exact: true })).toBeVisible();
  });

  test('a link in an answer navigates inside the site and the conversation goes along', async ({ page }) => {
    await openChat(page);
    await ask(page, 'Maken jullie WordPress websites?');
    const answer = messages(page).nth(1);
    const link = answer.getByRole('link', { name: /WordPress/ }).last();
    await expect(link).toHaveAttribute('href', '/wordpress', { timeout: 15_000 });
    const loads: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) loads.push(frame.url());
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await link.click();
    await expect(page).toHaveURL(/\/wordpress$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('WordPress Development');
    expect(documents).toEqual([]);
    const panel = page.getByRole('dialog', { name: 'AI Assistent' });
    if (isPhone(page)) {
      // On a phone the page was behind the panel: it closes, the conversation waits.
      await expect(panel).toBeHidden();
      await page.getByRole('button', { name: 'Chat openen, gesprek wacht' }).click();
    }
    await expect(panel).toBeVisible();
    await expect(messages(page)).toHaveCount(2);
  });
});

test.describe('chat: a person to call back', () => {
  test('asking for a person offers Bel me terug; the lead carries the conversation', async ({ page }) => {
    const panel = await openChat(page);
    await ask(page, 'Kan ik iemand spreken? Bel me maar terug');
    const form = await callBackForm(page);
    await expect(form.getByLabel('Telefoonnummer')).toHaveAttribute('type', 'tel');
    await expect(form.getByLabel('Telefoonnummer')).toBeFocused();
    await expectNoAxeViolations(page, 'callback request form');

    // The callback dialog's rules: a blank number is refused with its notice.
    await form.getByRole('button', { name: 'Bel me terug' }).click();
    await expectNotice(page, 'Telefoonnummer vereist');

    const phone = `+3161${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    await form.getByLabel('Telefoonnummer').fill(phone);
    await form.getByLabel('Naam (optioneel)').fill('Chat Bezoeker');
    const response = page.waitForResponse('**/api/request-callback');
    await form.getByRole('button', { name: 'Bel me terug' }).click();
    expect((await response).status()).toBe(201);
    await expect(panel).toContainText(`We bellen je binnen ${promises.contactWithinHours} uur terug.`);
    await expect(form).toBeHidden();

    const lead = exportedLeads(process.env.E2E_DATA_DIR ?? '').find((item) => item.phone === phone);
    expect(lead?.source).toBe('chat');
    expect(JSON.stringify(lead?.conversation)).toContain('Kan ik iemand spreken? Bel me maar terug');
  });

  test('a number the api refuses is said at the field; put right, the callback request is sent and no red notice stays over the chat', async ({
    page,
  }) => {
    const panel = await openChat(page);
    await ask(page, 'Kan ik iemand spreken? Bel me maar terug');
    const form = await callBackForm(page);
    const phone = form.getByLabel('Telefoonnummer');
    const name = form.getByLabel('Naam (optioneel)');
    const send = form.getByRole('button', { name: 'Bel me terug' });

    await send.click();
    await expectNotice(page, 'Telefoonnummer vereist');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');

    await phone.fill('06123');
    await name.fill('Chat Bezoeker');
    const refused = page.waitForResponse('**/api/request-callback');
    await send.click();
    expect((await refused).status()).toBe(400);
    const message = 'Dit is geen geldig telefoonnummer. Bijvoorbeeld: 06 12345678.';
    await expectRefused(page, phone, message);
    await expect(phone).toHaveValue('06123');
    await expect(name).toHaveValue('Chat Bezoeker');

    await phone.fill(`+3161${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`);
    await expect(phone).not.toHaveAttribute('aria-invalid');
    const sent = page.waitForResponse('**/api/request-callback');
    await send.click();
    expect((await sent).status()).toBe(201);
    await expect(panel).toContainText(`We bellen je binnen ${promises.contactWithinHours} uur terug.`);
    await expect(form).toBeHidden();
    // The blank number's notice closed with the callback request: nothing red stays over the chat.
    await expect(notices(page).getByRole('listitem')).toHaveCount(0);
  });

  test('the panel offers Bel me terug once there is a message, by keyboard too', async ({ page }) => {
    const panel = await openChat(page);
    await expect(panel.getByRole('button', { name: 'Bel me terug' })).toHaveCount(0);
    await ask(page, 'Hoe lang duurt een webshop?');
    await expect(panel.getByRole('button', { name: 'Nuttig', exact: true })).toBeVisible({ timeout: 15_000 });
    const offer = panel.getByRole('button', { name: 'Bel me terug' });
    await offer.focus();
    await page.keyboard.press('Enter');
    const form = panel.getByRole('form', { name: /Liever een mens aan de lijn/ });
    await expect(form.getByLabel('Telefoonnummer')).toBeFocused();
    await form.getByRole('button', { name: 'Annuleren' }).click();
    await expect(form).toBeHidden();
    await expect(offer).toBeFocused();
  });
});

test.describe('chat: votes', () => {
  test('Niet nuttig is stored and shows in leads feedback', async ({ page }) => {
    const question = `Welke hosting raden jullie aan ${Date.now()}?`;
    const panel = await openChat(page);
    await ask(page, question);
    const vote = panel.getByRole('button', { name: 'Niet nuttig' });
    await expect(vote).toBeVisible({ timeout: 15_000 });
    const response = page.waitForResponse('**/api/chat/feedback');
    await vote.click();
    expect((await response).status()).toBe(201);
    await expect(vote).toHaveAttribute('aria-pressed', 'true');
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'api/src/cli/leads.ts', 'feedback'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '', DATABASE_URL: '' },
    }).toString();
    expect(out).toContain(question);
  });
});

test.describe('chat with a model', () => {
  test.use({ baseURL: modelApi });

  test('Stop keeps the partial answer, marks it stopped, and the model stops being read', async ({ page }) => {
    const before = (await (await fetch(`${fakeModel}/stats`)).json()) as { aborted: number };
    const panel = await openChat(page);
    await ask(page, 'Vertel LANGZAAM alles');
    await expect(messages(page).nth(1)).toContainText('woord3', { timeout: 15_000 });
    // The answer's request, cancelled by the browser: nothing of it can arrive after that.
    const cancelled = page.waitForEvent('requestfailed', (failed) => new URL(failed.url()).pathname === '/api/chat');
    await panel.getByRole('button', { name: 'Stop', exact: true }).click();
    const input = panel.getByRole('textbox', { name: 'Je vraag' });
    await expect(input).toBeEnabled();
    await expect(input).toBeFocused();
    await expect(messages(page).nth(1)).toContainText('gestopt');
    const partial = await messages(page).nth(1).textContent();
    await expect
      .poll(async () => ((await (await fetch(`${fakeModel}/stats`)).json()) as { aborted: number }).aborted)
      .toBeGreaterThan(before.aborted);
    // Nothing more arrives after Stop: the request is cancelled, and once the page has rendered
    // since, the answer is what it was.
    await cancelled;
    await page.evaluate(() => new Promise((rendered) => requestAnimationFrame(() => requestAnimationFrame(rendered))));
    expect(await messages(page).nth(1).textContent()).toBe(partial);

    // Opnieuw asks the same question again and replaces the stopped answer.
    await panel.getByRole('button', { name: 'Opnieuw' }).click();
    await expect(messages(page)).toHaveCount(2);
    await expect(messages(page).nth(1)).not.toContainText('gestopt');
    await panel.getByRole('button', { name: 'Stop', exact: true }).click();
  });

  test("the model's HTML and unsafe links show as text; its site link is a link", async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const panel = await openChat(page);
    await ask(page, 'AANVAL');
    const answer = messages(page).nth(1);
    await expect(answer).toContainText('en Contact.', { timeout: 15_000 });
    await expect(answer).toContainText('<img src=x onerror=alert(1)>');
    await expect(answer).toContainText('[klik](javascript:alert(1))');
    await expect(answer).toContainText('[andere site](https://evil.example/)');
    await expect(answer.locator('img')).toHaveCount(0);
    const links = answer.getByRole('link');
    await expect(links).toHaveCount(1);
    await expect(links.first()).toHaveAttribute('href', '/contact');
    expect(dialogs).toEqual([]);
    await expect(panel).toBeVisible();
  });

  test("the model's tool call offers the call back form", async ({ page }) => {
    await openChat(page);
    await ask(page, 'Ik wil een MENS spreken');
    await expect(messages(page).nth(1)).toContainText('een collega belt je graag terug', { timeout: 15_000 });
    await expect(await callBackForm(page)).toBeVisible();
  });
});
