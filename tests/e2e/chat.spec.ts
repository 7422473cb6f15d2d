import type { Page, Route } from '@playwright/test';
import { chatProtocol } from '@agency/contract/chat';
import { expect, expectNotice, open, test } from './fixtures';

async function openChat(page: Page) {
  await open(page, '/');
  await page.getByRole('button', { name: 'Chat openen' }).click();
  const panel = page.getByRole('dialog', { name: 'AI Assistent' });
  await expect(panel).toBeVisible();
  return panel;
}

const sse = (pieces: string[]) =>
  pieces.map((content) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`).join('') +
  `data: ${chatProtocol.doneMarker}\n\n`;

test.describe('chat assistant', () => {
  test("the panel's code loads only when the chat is first opened", async ({ page }) => {
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    await open(page, '/');
    await page.waitForLoadState('networkidle');
    expect(loaded.filter((url) => /ChatPanel-[^/]+\.js$/.test(url))).toEqual([]);
    await page.getByRole('button', { name: 'Chat openen' }).click();
    await expect(page.getByRole('dialog', { name: 'AI Assistent' })).toBeVisible();
    expect(loaded.filter((url) => /ChatPanel-[^/]+\.js$/.test(url))).toHaveLength(1);
  });

  test('empty state: title, Online, the question, quick replies, placeholder and footer', async ({ page }) => {
    const panel = await openChat(page);
    await expect(panel.getByRole('heading', { name: 'AI Assistent' })).toBeVisible();
    await expect(panel.getByText('Online', { exact: true })).toBeVisible();
    await expect(panel.getByText('Hoe kunnen we helpen?')).toBeVisible();
    await expect(panel.getByText('Stel je vraag en ontvang direct antwoord!')).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Snelle vragen' }).getByRole('button')).toHaveText([
      'Prijzen',
      'WordPress',
      'Shopify',
      'Contact',
    ]);
    await expect(panel.getByPlaceholder('Typ je vraag...')).toBeVisible();
    await expect(panel.getByText('Powered by AI • Beantwoordt direct')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Versturen' })).toBeDisabled();
  });

  test('a quick reply is sent with the bearer key and the real assistant streams its answer', async ({ page }) => {
    const panel = await openChat(page);
    const request = page.waitForRequest('**/api/chat');
    await panel.getByRole('button', { name: 'Prijzen' }).click();
    const sent = await request;
    expect(sent.headers()['authorization']).toBe('Bearer studio-legende-public-key');
    expect(sent.postDataJSON()).toEqual({ messages: [{ role: 'user', content: 'Prijzen' }] });
    const messages = panel.getByRole('list', { name: 'Berichten' }).getByRole('listitem');
    await expect(messages.first()).toContainText('Prijzen');
    await expect(messages.nth(1)).toContainText(/offerte|prijs/i, { timeout: 15_000 });
    await expect(panel.getByPlaceholder('Typ je vraag...')).toBeEnabled({ timeout: 15_000 });
  });

  test('while waiting: Aan het typen..., input disabled, Stop instead of send; the reply streams into one bubble', async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chat', async (route: Route) => {
      await held;
      await route.fulfill({
        status: 200,
        contentType: 'text/event-stream',
        body: sse(['Hallo', ', ik help ', 'je graag.']),
      });
    });
    const panel = await openChat(page);
    const input = panel.getByPlaceholder('Typ je vraag...');
    await input.fill('Wat doen jullie?');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await expect(panel.getByRole('region', { name: 'Gesprek' }).getByText('Aan het typen...')).toBeVisible();
    await expect(input).toBeDisabled();
    // While a reply is on its way the send button makes room for Stop.
    await expect(panel.getByRole('button', { name: 'Versturen' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Stop', exact: true })).toBeEnabled();
    release();
    const messages = panel.getByRole('list', { name: 'Berichten' }).getByRole('listitem');
    await expect(messages).toHaveCount(2);
    await expect(messages.nth(1)).toContainText('Hallo, ik help je graag.');
    await expect(messages.nth(0)).toHaveAttribute('data-role', 'user');
    await expect(messages.nth(1)).toHaveAttribute('data-role', 'assistant');
    await expect(input).toBeEnabled();
  });

  test('Shift+Enter makes a new line, blank text cannot be sent', async ({ page }) => {
    const panel = await openChat(page);
    const input = panel.getByPlaceholder('Typ je vraag...');
    await input.fill('   ');
    await expect(panel.getByRole('button', { name: 'Versturen' })).toBeDisabled();
    await input.press('Enter');
    await expect(panel.getByText('Hoe kunnen we helpen?')).toBeVisible();
    await input.fill('Regel een');
    await input.press('Shift+Enter');
    await expect(input).toHaveValue('Regel een\n');
  });

  const failures = [
    { name: 'HTTP 429', status: 429, title: 'Te veel verzoeken', text: 'Probeer het later opnieuw.' },
    {
      name: 'HTTP 402',
      status: 402,
      title: 'Service tijdelijk niet beschikbaar',
      text: 'Neem direct contact met ons op.',
    },
    { name: 'HTTP 500', status: 500, title: 'Fout', text: 'Er ging iets mis. Probeer het opnieuw.' },
  ];
  for (const failure of failures) {
    test(`${failure.name} shows '${failure.title}'`, async ({ page }) => {
      await page.route('**/api/chat', (route) => route.fulfill({ status: failure.status, json: { error: 'x' } }));
      const panel = await openChat(page);
      await panel.getByRole('button', { name: 'WordPress' }).click();
      const notice = await expectNotice(page, failure.title, failure.text);
      await expect(notice).toHaveAttribute('data-variant', 'destructive');
      await expect(panel.getByPlaceholder('Typ je vraag...')).toBeEnabled();
    });
  }

  test("a reply without a body (HTTP 204) shows 'Fout' and no empty answer", async ({ page }) => {
    await page.route('**/api/chat', (route) => route.fulfill({ status: 204 }));
    const panel = await openChat(page);
    await panel.getByRole('button', { name: 'Shopify' }).click();
    const notice = await expectNotice(page, 'Fout', 'Er ging iets mis. Probeer het opnieuw.');
    await expect(notice).toHaveAttribute('data-variant', 'destructive');
    await expect(panel.getByText('Aan het typen...')).toBeHidden();
    await expect(panel.getByPlaceholder('Typ je vraag...')).toBeEnabled();
  });

  test("a network failure shows 'Fout'", async ({ page }) => {
    await page.route('**/api/chat', (route) => route.abort());
    const panel = await openChat(page);
    await panel.getByRole('button', { name: 'Contact' }).click();
    await expectNotice(page, 'Fout', 'Er ging iets mis. Probeer het opnieuw.');
  });

  test('the panel closes with the launcher (and on phones with its close button)', async ({ page }) => {
    const panel = await openChat(page);
    const close = panel.getByRole('button', { name: 'Chat sluiten' });
    if (await close.isVisible()) await close.click();
    else await page.getByRole('button', { name: 'Chat sluiten' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Chat openen' })).toBeVisible();
  });
});
