import type { Browser, BrowserContext, Page } from '@playwright/test';
import { liveChat } from '@agency/contract/liveChat';
import { chatLiveTexts } from '@agency/content';
import { expect, test } from './fixtures';
import { addStaff, enrolWithApp } from './support/staff';

// A person in the chat, through the real api (the third e2e server: its own database, chats
// missed after 8 seconds): a visitor on a phone and colleagues at a desk, each in their own
// browser context. One after the other: who is available is shared by the whole server.

const live = `http://127.0.0.1:${process.env.E2E_LIVE_PORT}`;
const dataDir = process.env.E2E_LIVE_DATA_DIR ?? '';
const PASSWORD = 'paard batterij nietje correct';

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: live });

/** A visitor on a phone with the chat open on `path`, after one question to the assistant. */
async function visitor(browser: Browser, path = '/shopify') {
  const context = await browser.newContext({
    baseURL: live,
    locale: 'nl-NL',
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: /^Chat openen/ }).click();
  const panel = page.getByRole('dialog', { name: 'AI Assistent' });
  await panel.getByRole('textbox', { name: 'Je vraag' }).fill('Wat kost een Shopify webshop?');
  await panel.getByRole('textbox', { name: 'Je vraag' }).press('Enter');
  await expect(panel.getByRole('list', { name: 'Berichten' }).getByRole('listitem')).toHaveCount(2);
  await expect(panel.getByRole('button', { name: 'Nuttig', exact: true })).toBeVisible({ timeout: 15_000 });
  return { context, page, panel };
}

/** A colleague enrolled with an app, signed in at a desk, on "Chats" with "Beschikbaar voor chat" on. */
async function colleague(browser: Browser, name: string, displayName: string) {
  const context = await browser.newContext({ baseURL: live, locale: 'nl-NL', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const email = `${displayName.toLowerCase()}.${Date.now()}@studiolegende.nl`;
  await enrolWithApp(page, addStaff(live, email, name, dataDir), PASSWORD);
  await page.getByRole('link', { name: /^Chats/ }).click();
  await page.getByLabel('Naam in de chat').fill(displayName);
  await page.getByRole('switch', { name: 'Beschikbaar voor chat' }).click();
  await expect(page.getByRole('switch', { name: 'Beschikbaar voor chat' })).toBeChecked();
  colleagues.push(page);
  return { context, page };
}

const messagesOf = (panel: ReturnType<Page['getByRole']>) =>
  panel.getByRole('list', { name: 'Berichten' }).getByRole('listitem');

const keptCapability = (page: Page) =>
  page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) {
      if (!key.endsWith(':live')) continue;
      const kept = JSON.parse(sessionStorage.getItem(key) ?? '{}') as {
        capability?: string;
        ticket?: { capability?: string };
      };
      return kept.capability ?? kept.ticket?.capability ?? null;
    }
    return null;
  });

/**
 * Milliseconds from the sender's Enter to `text` in the receiver's page, both taken inside the
 * pages (a key listener and a MutationObserver, by the machine's one clock).
 */
async function deliveryTime(sender: Page, receiver: Page, text: string, send: () => Promise<void>) {
  await receiver.evaluate((wanted) => {
    const seen = window as unknown as { seenAt?: number };
    delete seen.seenAt;
    const observer = new MutationObserver(() => {
      if (!document.body.textContent?.includes(wanted)) return;
      seen.seenAt = Date.now();
      observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  }, text);
  await sender.evaluate(() => {
    const sent = window as unknown as { sentAt?: number };
    delete sent.sentAt;
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Enter') sent.sentAt ??= Date.now();
      },
      { capture: true, once: true },
    );
  });
  await send();
  const seenAt = await receiver
    .waitForFunction(() => (window as unknown as { seenAt?: number }).seenAt, undefined, { timeout: 10_000 })
    .then((handle) => handle.jsonValue() as Promise<number>);
  const sentAt = await sender.evaluate(() => (window as unknown as { sentAt?: number }).sentAt);
  expect(sentAt).toBeDefined();
  // Seen after it was sent (not there before).
  expect(seenAt).toBeGreaterThanOrEqual(sentAt!);
  return seenAt - sentAt!;
}

let contexts: BrowserContext[] = [];
let colleagues: Page[] = [];
test.afterEach(async () => {
  // A closed inbox stays available for a minute: a colleague turns it off before leaving, so a
  // retried test that expects nobody available finds nobody.
  for (const page of colleagues) {
    await page.getByRole('link', { name: /^Chats/ }).click();
    const available = page.getByRole('switch', { name: 'Beschikbaar voor chat' });
    if (await available.isChecked()) await available.click();
    await expect(available).not.toBeChecked();
  }
  colleagues = [];
  for (const context of contexts) await context.close();
  contexts = [];
});

test('when nobody is available, then the panel says so and offers a call back @desktop-only', async ({ browser }) => {
  const { context, panel } = await visitor(browser);
  contexts.push(context);
  await panel.getByRole('button', { name: chatLiveTexts.askPerson }).click();
  const box = panel.getByRole('group', { name: chatLiveTexts.nobodyAvailable });
  await expect(box).toBeVisible();
  await box.getByRole('button', { name: 'Bel me terug' }).click();
  await expect(panel.getByRole('textbox', { name: 'Telefoonnummer' })).toBeFocused();
});

test('when it is outside office hours, then the panel says when someone is there again @desktop-only', async ({
  browser,
}) => {
  const { context, page, panel } = await visitor(browser);
  contexts.push(context);
  // The api's office hours are tested against its own clock (api/test/liveChat.test.ts); here
  // the panel shows what the api answers on a Saturday.
  await page.route(`**${liveChat.paths.availability}`, (route) =>
    route.fulfill({ json: { available: false, open: false, nextOpening: '2026-11-30T08:00:00.000Z' } }),
  );
  await panel.getByRole('button', { name: chatLiveTexts.askPerson }).click();
  await expect(panel.getByRole('group', { name: /^We zijn er weer (maandag|morgen|vandaag) om 9:00$/ })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Bel me terug' }).first()).toBeVisible();
});

test('when a colleague takes the conversation over (two press at once: one wins), then both write live, reloads resume, the assistant keeps out, and ending gives the chat back @desktop-only', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const sanne = await colleague(browser, 'Sanne de Vries', 'Sanne');
  const joris = await colleague(browser, 'Joris Bakker', 'Joris');
  const guest = await visitor(browser, '/shopify');
  contexts.push(sanne.context, joris.context, guest.context);
  const { page, panel } = guest;
  // What the visitor reads (the panel's status region repeats news for screen readers).
  const conversation = panel.getByRole('list', { name: 'Berichten' });

  // Asking for a person: the offer, with what a colleague will read.
  await panel.getByRole('button', { name: chatLiveTexts.askPerson }).click();
  const offer = panel.getByRole('group', { name: chatLiveTexts.askPerson });
  await expect(offer.getByText(/Een collega leest het gesprek tot nu toe mee/)).toBeVisible();
  await expect(offer.getByRole('link', { name: 'Wat we bewaren' })).toHaveAttribute('href', '/privacy');
  await offer.getByRole('button', { name: chatLiveTexts.askPerson }).click();
  await expect(panel.getByText(chatLiveTexts.waiting)).toBeVisible();
  await expect(panel.getByText(/^Gespreksnummer: [0-9A-Z]{4}-[0-9A-Z]{4}$/)).toBeVisible();

  // Both colleagues see it waiting, with the page, and press "Overnemen" at the same moment.
  const takeSanne = sanne.page.getByRole('button', { name: 'Overnemen' }).first();
  const takeJoris = joris.page.getByRole('button', { name: 'Overnemen' }).first();
  await expect(takeSanne).toBeVisible({ timeout: 5_000 });
  await expect(takeJoris).toBeVisible({ timeout: 5_000 });
  await expect(sanne.page.getByText('/shopify').first()).toBeVisible();
  await Promise.all([takeSanne.click(), takeJoris.click()]);
  const sanneWon = await sanne.page
    .getByRole('textbox', { name: 'Bericht' })
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  const [winner, loser, winnerName, loserName] = sanneWon
    ? [sanne, joris, 'Sanne', 'Joris']
    : [joris, sanne, 'Joris', 'Sanne'];
  await expect(loser.page.getByText(`${winnerName} heeft dit gesprek al overgenomen.`)).toBeVisible();
  expect(loserName).not.toBe(winnerName);

  // The visitor is told who took it; the transcript is there for the colleague.
  await expect(conversation.getByText(`${winnerName} neemt het gesprek over`)).toBeVisible();
  await expect(panel.getByText(`Je chat met ${winnerName}`)).toBeVisible();
  await expect(winner.page.getByText('Verstuurd door de browser van de bezoeker')).toBeVisible();
  await expect(winner.page.getByText('Wat kost een Shopify webshop?')).toBeVisible();

  // Messages both ways, each within a second: from the sender's Enter to the text in the other
  // browser, both by the machine's clock inside the pages (the test runner's own delays on a
  // busy machine do not count).
  const box = winner.page.getByRole('textbox', { name: 'Bericht' });
  await box.fill('Hoi! Waar kan ik je mee helpen?');
  expect(
    await deliveryTime(winner.page, page, 'Hoi! Waar kan ik je mee helpen?', () => box.press('Enter')),
  ).toBeLessThan(1_000);
  await expect(conversation.getByText('Hoi! Waar kan ik je mee helpen?')).toBeVisible();
  const input = panel.getByRole('textbox', { name: 'Je vraag' });
  await expect(input).toBeEnabled();
  await input.fill('Ik wil een webshop met 200 producten.');
  expect(
    await deliveryTime(page, winner.page, 'Ik wil een webshop met 200 producten.', () => input.press('Enter')),
  ).toBeLessThan(1_000);
  await expect(winner.page.getByText('Ik wil een webshop met 200 producten.', { exact: true })).toBeVisible();
  // Read by the colleague, and the assistant said nothing of its own.
  await expect(panel.getByText(chatLiveTexts.read)).toBeVisible();
  await expect(messagesOf(panel).filter({ hasText: 'AI' })).toHaveCount(0);

  // The api refuses the assistant for this conversation.
  const capability = await keptCapability(page);
  expect(capability).toMatch(/^[\w-]{43}$/);
  const refused = await request.post(`${live}/api/chat`, {
    headers: { [liveChat.capabilityHeader]: capability! },
    data: { messages: [{ role: 'user', content: 'Hallo?' }] },
  });
  expect(refused.status()).toBe(409);

  // A reload on each side resumes the conversation, every message once.
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: /^Chat openen/ }).click();
  await expect(conversation.getByText('Hoi! Waar kan ik je mee helpen?')).toHaveCount(1);
  await expect(panel.getByText(`Je chat met ${winnerName}`)).toBeVisible();
  await winner.page.reload();
  await expect(winner.page.getByText('Ik wil een webshop met 200 producten.', { exact: true })).toHaveCount(1);
  await winner.page.getByRole('textbox', { name: 'Bericht' }).fill('Na het herladen');
  await winner.page.getByRole('textbox', { name: 'Bericht' }).press('Enter');
  await expect(conversation.getByText('Na het herladen')).toHaveCount(1);

  // The colleague ends it: the visitor is told, and the assistant answers again.
  await winner.page.getByRole('button', { name: 'Gesprek beëindigen' }).click();
  await expect(
    conversation.getByText(`${winnerName} heeft het gesprek beëindigd. Je chat weer met de assistent.`),
  ).toBeVisible();
  await input.fill('Wat kost een WordPress website?');
  await input.press('Enter');
  await expect(panel.getByRole('button', { name: 'Nuttig', exact: true }).last()).toBeVisible({ timeout: 15_000 });
});

test('when nobody takes the conversation in time, then it is missed and the visitor is offered a call back @desktop-only', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const sanne = await colleague(browser, 'Sanne de Vries', 'Sanne');
  const guest = await visitor(browser, '/contact');
  contexts.push(sanne.context, guest.context);
  const { panel } = guest;
  await panel.getByRole('button', { name: chatLiveTexts.askPerson }).click();
  await panel
    .getByRole('group', { name: chatLiveTexts.askPerson })
    .getByRole('button', { name: chatLiveTexts.askPerson })
    .click();
  await expect(panel.getByText(chatLiveTexts.waiting)).toBeVisible();
  // LIVE_CHAT_WAIT_MS is 8 seconds on this server (2 minutes by default).
  await expect(messagesOf(panel).getByText(chatLiveTexts.missed)).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByRole('textbox', { name: 'Telefoonnummer' })).toBeVisible();
});

test('when the colleague asks for contact details and the visitor leaves an e-mail, then the chat becomes a lead in "Aanvragen" with its transcript, completed when it ends @desktop-only', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const sanne = await colleague(browser, 'Sanne de Vries', 'Sanne');
  const guest = await visitor(browser, '/shopify');
  contexts.push(sanne.context, guest.context);
  const { panel } = guest;
  const conversation = panel.getByRole('list', { name: 'Berichten' });
  const email = `anna.${Date.now()}@bakkerij.nl`;

  await panel.getByRole('button', { name: chatLiveTexts.askPerson }).click();
  await panel
    .getByRole('group', { name: chatLiveTexts.askPerson })
    .getByRole('button', { name: chatLiveTexts.askPerson })
    .click();
  await sanne.page.getByRole('button', { name: 'Overnemen' }).first().click({ timeout: 10_000 });
  await expect(panel.getByText('Je chat met Sanne')).toBeVisible();
  // The panel keeps the spec's title and its "Online", the colleague's name beneath them.
  const header = panel.locator('header');
  await expect(header.getByRole('heading', { name: 'AI Assistent' })).toBeVisible();
  await expect(header.getByText('Online')).toBeVisible();
  const box = sanne.page.getByRole('textbox', { name: 'Bericht' });
  await box.fill('Hoi! Zal ik je een voorstel mailen?');
  await box.press('Enter');
  await expect(conversation.getByText('Hoi! Zal ik je een voorstel mailen?')).toBeVisible();

  // The colleague asks; the visitor's panel opens its call-back form, with e-mail beside the phone.
  await sanne.page.getByRole('button', { name: 'Contactgegevens vragen' }).click();
  await expect(conversation.getByText(chatLiveTexts.contactAsked.replace('{name}', 'Sanne'))).toBeVisible();
  const form = panel.getByRole('form', { name: chatLiveTexts.contact.title });
  await expect(form.getByRole('textbox', { name: 'Telefoonnummer' })).toBeVisible();
  await form.getByRole('button', { name: chatLiveTexts.contact.submit }).click();
  await expect(form.getByText('Vul je telefoonnummer of je e-mailadres in.').first()).toBeVisible();
  await form.getByRole('textbox', { name: 'E-mailadres' }).fill(email);
  await form.getByRole('textbox', { name: 'Naam (optioneel)' }).fill('Anna de Bakker');
  await form.getByRole('button', { name: chatLiveTexts.contact.submit }).click();
  await expect(conversation.getByText(chatLiveTexts.contact.confirmation)).toBeVisible();
  await expect(form).toBeHidden();
  await expect(sanne.page.getByText(/^De bezoeker heeft contactgegevens achtergelaten/)).toBeVisible();

  // The chat goes on after the details, and the visitor ends it.
  const input = panel.getByRole('textbox', { name: 'Je vraag' });
  await input.fill('Graag, tot later!');
  await input.press('Enter');
  await expect(sanne.page.getByText('Graag, tot later!', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Gesprek beëindigen' }).click();
  await expect(conversation.getByText(chatLiveTexts.endedByVisitor)).toBeVisible();

  // In "Aanvragen": the lead, by the name left, and on its page the transcript, who said what.
  await sanne.page.getByRole('navigation').getByRole('link', { name: 'Aanvragen', exact: true }).click();
  await sanne.page.getByRole('link', { name: 'Anna de Bakker' }).first().click({ timeout: 10_000 });
  await expect(sanne.page.getByRole('heading', { level: 1, name: 'Anna de Bakker' })).toBeVisible();
  await expect(sanne.page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  const chats = sanne.page.getByRole('region', { name: 'Chats met een collega' });
  await expect(
    chats.getByRole('heading', { level: 3, name: /^Gespreksnummer [0-9A-Z]{4}-[0-9A-Z]{4}$/ }),
  ).toBeVisible();
  await expect(chats.getByRole('list', { name: 'Met de assistent' })).toContainText('Wat kost een Shopify webshop?');
  const live = chats.getByRole('list', { name: 'Met een collega' }).getByRole('listitem');
  await expect(live).toHaveCount(2);
  await expect(live.nth(0)).toContainText('Sanne');
  await expect(live.nth(0)).toContainText('Hoi! Zal ik je een voorstel mailen?');
  await expect(live.nth(1)).toContainText('Bezoeker');
  await expect(live.nth(1)).toContainText('Graag, tot later!');
  await expect(chats.getByText('Beëindigd')).toBeVisible();
});
