import type { Locator, Page, Request } from '@playwright/test';
import { expect, expectNotice, expectRefused, notices, open, test } from './fixtures';

const form = (page: Page) => page.getByRole('form', { name: 'Vertel over je project' });

async function fillIn(page: Page, values: { name: string; email: string; phone?: string; message: string }) {
  await form(page).getByLabel('Naam').fill(values.name);
  await form(page).getByLabel('E-mailadres').fill(values.email);
  if (values.phone)
    await form(page)
      .getByLabel(/Telefoonnummer/)
      .fill(values.phone);
  await form(page).getByLabel('Bericht').fill(values.message);
}

/**
 * Where the line breaks inside a word of the element's visible text: each word that is not on
 * one line, with the character before each break. Measured per character with a Range; a word
 * ends at white space and at the edge of a block (text hidden for screen readers only, 1 px
 * wide, is skipped).
 */
function breaksInWords(element: Locator) {
  return element.evaluate((root) => {
    type Char = { char: string; top: number; bottom: number };
    const blockOf = (node: Node) => {
      let element = node.parentElement;
      while (element && element !== root && getComputedStyle(element).display.startsWith('inline')) {
        element = element.parentElement;
      }
      return element;
    };
    const hidden = (node: Node) => {
      for (let element = node.parentElement; element; element = element.parentElement) {
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1 || element.getAttribute('aria-hidden') === 'true') return true;
        if (element === root) break;
      }
      return false;
    };
    const chars: (Char | null)[] = [];
    let block: Element | null = null;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (hidden(node)) continue;
      if (blockOf(node) !== block) chars.push(null);
      block = blockOf(node);
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i += 1) {
        if (/\s/.test(text[i]!)) {
          chars.push(null);
          continue;
        }
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (rect && rect.width > 0) chars.push({ char: text[i]!, top: rect.top, bottom: rect.bottom });
      }
    }
    chars.push(null);
    const found: { word: string; after: string[] }[] = [];
    let word: Char[] = [];
    for (const c of chars) {
      if (c) {
        word.push(c);
        continue;
      }
      // On a new line: it starts below the middle of the character before.
      const after = word.slice(1).flatMap((w, i) => {
        const before = word[i]!;
        return w.top > (before.top + before.bottom) / 2 ? [before.char] : [];
      });
      if (after.length) found.push({ word: word.map((w) => w.char).join(''), after });
      word = [];
    }
    return found;
  });
}

test.describe('contact page', () => {
  test('info cards, the guarantee card and the form fields', async ({ page }) => {
    await open(page, '/contact');
    const info = page.getByRole('complementary', { name: 'Contactgegevens' });
    await expect(info.getByRole('link', { name: 'hallo@studiolegende.nl' })).toHaveAttribute(
      'href',
      'mailto:hallo@studiolegende.nl',
    );
    await expect(info.getByRole('link', { name: '085 123 4567' })).toHaveAttribute('href', 'tel:+31851234567');
    await expect(info).toContainText('Nederland');
    const guarantee = info.getByRole('list', { name: 'Onze garantie' });
    await expect(guarantee).toContainText('Binnen 24 uur contact');
    await expect(guarantee).toContainText('Gratis ontwerp binnen 48 uur');
    await expect(guarantee).toContainText('Geen verplichtingen');

    const form = page.getByRole('form', { name: 'Vertel over je project' });
    await expect(form.getByLabel('Naam')).toHaveAttribute('required', '');
    await expect(form.getByLabel('E-mailadres')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('E-mailadres')).toHaveAttribute('required', '');
    await expect(form.getByLabel(/Telefoonnummer/)).toHaveAttribute('type', 'tel');
    await expect(form.getByLabel(/Telefoonnummer/)).not.toHaveAttribute('required', '');
    await expect(form.getByLabel('Bericht')).toHaveAttribute('rows', '6');
    await expect(form.getByLabel('Bericht')).toHaveAttribute('required', '');
  });

  test('the browser blocks sending while required fields are empty or the email is invalid', async ({ page }) => {
    await open(page, '/contact');
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/contact')) sent.push(request);
    });
    const form = page.getByRole('form', { name: 'Vertel over je project' });
    await form.getByRole('button', { name: 'Verstuur aanvraag' }).click();
    expect(await form.getByLabel('Naam').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await form.getByLabel('Naam').fill('Eva de Boer');
    await form.getByLabel('E-mailadres').fill('geen-email');
    await form.getByLabel('Bericht').fill('Ik wil een webshop.');
    await form.getByRole('button', { name: 'Verstuur aanvraag' }).click();
    expect(
      await form.getByLabel('E-mailadres').evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).toBe(true);
    expect(sent).toHaveLength(0);
  });

  test('success: the request reaches the api, the thank-you notice shows and every field is cleared', async ({
    page,
  }) => {
    await open(page, '/contact');
    const form = page.getByRole('form', { name: 'Vertel over je project' });
    await form.getByLabel('Naam').fill('Eva de Boer');
    await form.getByLabel('E-mailadres').fill('eva@example.nl');
    await form.getByLabel(/Telefoonnummer/).fill('0612345678');
    await form.getByLabel('Bericht').fill('Ik wil graag een nieuwe website voor mijn bakkerij.');
    const request = page.waitForRequest('**/api/contact');
    const response = page.waitForResponse('**/api/contact');
    await form.getByRole('button', { name: 'Verstuur aanvraag' }).click();
    expect((await request).postDataJSON()).toMatchObject({
      name: 'Eva de Boer',
      email: 'eva@example.nl',
      phone: '0612345678',
    });
    expect((await response).status()).toBe(201);
    await expectNotice(page, 'Bedankt voor je bericht! We nemen binnen 24 uur contact met je op.');
    for (const label of ['Naam', 'E-mailadres', /Telefoonnummer/, 'Bericht']) {
      await expect(form.getByLabel(label)).toHaveValue('');
    }
  });

  test('a phone number the api refuses (the browser lets it through) is said at the field, with focus there and all typed kept', async ({
    page,
  }) => {
    await open(page, '/contact');
    const values = {
      name: 'Eva de Boer',
      email: 'eva@example.nl',
      phone: '06123',
      message: 'Ik wil een webshop.',
    };
    await fillIn(page, values);
    const phone = form(page).getByLabel(/Telefoonnummer/);
    const refused = page.waitForResponse('**/api/contact');
    await form(page).getByRole('button', { name: 'Verstuur aanvraag' }).click();
    expect((await refused).status()).toBe(400);
    const message = 'Dit is geen geldig telefoonnummer. Bijvoorbeeld: 06 12345678.';
    await expectRefused(page, phone, message);
    await expect(form(page).getByLabel('Naam')).toHaveValue(values.name);
    await expect(form(page).getByLabel('E-mailadres')).toHaveValue(values.email);
    await expect(phone).toHaveValue(values.phone);
    await expect(form(page).getByLabel('Bericht')).toHaveValue(values.message);
    for (const label of ['Naam', 'E-mailadres', 'Bericht']) {
      await expect(form(page).getByLabel(label)).not.toHaveAttribute('aria-invalid');
    }

    // Changing the field removes its message; then it is sent.
    await phone.fill('06 12345678');
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await expect(form(page).getByText(message)).toHaveCount(0);
    const sent = page.waitForResponse('**/api/contact');
    await form(page).getByRole('button', { name: 'Verstuur aanvraag' }).click();
    expect((await sent).status()).toBe(201);
  });

  test('after a send, the thank-you stays next to the form (a status) until the visitor types a new message', async ({
    page,
  }) => {
    await open(page, '/contact');
    const thanks = 'Bedankt voor je bericht! We nemen binnen 24 uur contact met je op.';
    const status = form(page).getByRole('status');
    await expect(status).toBeAttached();
    await expect(status).toHaveText('');
    await fillIn(page, { name: 'Eva de Boer', email: 'eva@example.nl', message: 'Een nieuwe website, graag.' });
    await form(page).getByRole('button', { name: 'Verstuur aanvraag' }).click();
    await expectNotice(page, thanks);
    await expect(status).toHaveText(thanks);
    await expect(status).toBeVisible();
    // Above the submit row.
    const box = (await status.boundingBox())!;
    const button = (await form(page).getByRole('button', { name: 'Verstuur aanvraag' }).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(button.y);

    // The notice goes by itself (the pointer away from it, so nothing holds it); the thank-you stays.
    await page.mouse.move(0, 0);
    await expect(notices(page).getByRole('listitem')).toHaveCount(0, { timeout: 20_000 });
    await expect(status).toHaveText(thanks);

    // The first letter of a new message: it goes.
    await form(page).getByLabel('Naam').pressSequentially('A');
    await expect(status).toHaveText('');
    // (The thank-you of a send without JavaScript is in the page too, shown only at #verzonden.)
    await expect(page.getByText(thanks).filter({ visible: true })).toHaveCount(0);
  });

  test('an empty submit scrolls to the first field with its label below the sticky header', async ({ page }) => {
    await open(page, '/contact');
    const submit = form(page).getByRole('button', { name: 'Verstuur aanvraag' });
    // From below the form, so the browser has to scroll up to the field.
    await submit.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    await submit.click();
    const name = form(page).getByLabel('Naam');
    await expect(name).toBeFocused();
    // Wait until the scroll has come to rest.
    let last = -1;
    await expect
      .poll(async () => {
        const y = await page.evaluate(() => window.scrollY);
        const settled = y === last;
        last = y;
        return settled;
      })
      .toBe(true);
    const positions = await page.evaluate(() => {
      const field = document.activeElement as HTMLElement;
      const label = document.querySelector(`label[for="${field.id}"]`)!;
      return {
        header: document.querySelector('header')!.getBoundingClientRect().bottom,
        label: label.getBoundingClientRect().top,
        field: field.getBoundingClientRect().bottom,
        viewport: window.innerHeight,
      };
    });
    expect(positions.label).toBeGreaterThanOrEqual(positions.header);
    expect(positions.field).toBeLessThanOrEqual(positions.viewport);
  });

  test(
    'at 375 px no word breaks inside itself; the e-mail address breaks only after @ or a dot',
    { tag: '@phone-only' },
    async ({ page }) => {
      await open(page, '/contact');
      const email = page.getByRole('complementary', { name: 'Contactgegevens' }).getByRole('link', {
        name: 'hallo@studiolegende.nl',
      });
      const inEmail = await breaksInWords(email);
      for (const { after } of inEmail) for (const char of after) expect(['@', '.']).toContain(char);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'hallo@studiolegende.nl' })).toBeVisible();
      for (const { after } of await breaksInWords(
        page.getByRole('contentinfo').getByRole('link', { name: 'hallo@studiolegende.nl' }),
      ))
        for (const char of after) expect(['@', '.']).toContain(char);

      // Every word of the page, with the thank-you shown too, is on one line (or breaks at its hyphen, slash, @ or dot).
      await fillIn(page, { name: 'Eva de Boer', email: 'eva@example.nl', message: 'Een nieuwe website, graag.' });
      await form(page).getByRole('button', { name: 'Verstuur aanvraag' }).click();
      await expect(form(page).getByRole('status')).not.toHaveText('');
      const broken = (await breaksInWords(page.locator('body'))).filter(
        ({ after }) => !after.every((char) => ['-', '/', '@', '.'].includes(char)),
      );
      expect(broken).toEqual([]);
    },
  );

  test('failure: an error notice, and what was typed stays', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 503, json: { error: 'unavailable' } }));
    await open(page, '/contact');
    const form = page.getByRole('form', { name: 'Vertel over je project' });
    await form.getByLabel('Naam').fill('Eva de Boer');
    await form.getByLabel('E-mailadres').fill('eva@example.nl');
    await form.getByLabel('Bericht').fill('Ik wil een webshop.');
    await form.getByRole('button', { name: 'Verstuur aanvraag' }).click();
    const notice = await expectNotice(page, 'Er ging iets mis');
    await expect(notice).toHaveAttribute('data-variant', 'destructive');
    await expect(form.getByLabel('Naam')).toHaveValue('Eva de Boer');
    await expect(form.getByLabel('Bericht')).toHaveValue('Ik wil een webshop.');
  });
});

test.describe('faq page', () => {
  test('eight questions; one open at a time; the open one collapses; delivery times are stated', async ({ page }) => {
    await open(page, '/faq');
    const items = page.locator('main details');
    await expect(items).toHaveCount(8);
    await expect(page.getByRole('heading', { level: 2 }).and(page.locator('summary h2'))).toHaveCount(8);
    const first = items.nth(0);
    const third = items.nth(2);
    await expect(page.locator('main details[open]')).toHaveCount(0);
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open');
    await third.locator('summary').click();
    await expect(third).toHaveAttribute('open');
    await expect(first).not.toHaveAttribute('open');
    await expect(page.getByText('3 tot 6 weken', { exact: false })).toBeVisible();
    await expect(page.getByText('8 tot 12 weken', { exact: false })).toBeVisible();
    await third.locator('summary').click();
    await expect(third).not.toHaveAttribute('open');
    await expect(page.locator('main details[open]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Neem contact op' })).toHaveAttribute('href', '/contact');
  });

  test('keyboard: Enter and Space toggle a question, arrow keys move between questions', async ({ page }) => {
    await open(page, '/faq');
    const summaries = page.locator('main details > summary');
    await summaries.first().focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('main details').first()).toHaveAttribute('open');
    await page.keyboard.press('ArrowDown');
    await expect(summaries.nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.locator('main details').nth(1)).toHaveAttribute('open');
    await expect(page.locator('main details[open]')).toHaveCount(1);
    await page.keyboard.press('End');
    await expect(summaries.last()).toBeFocused();
  });
});

test.describe('content pages', () => {
  test('/about: mission, differentiators, team picture, the four values, call to action', async ({ page }) => {
    await open(page, '/about');
    await expect(page.getByRole('heading', { name: 'Waarom ondernemers voor ons kiezen' })).toBeVisible();
    const team = page.getByRole('img', { name: 'Het team van Studio Legende aan het werk' });
    await expect(team).toHaveAttribute('loading', 'lazy');
    await expect(team).toHaveAttribute('width', '1200');
    for (const value of ['Perfectie', 'Innovatie', 'Passie', 'Samenwerking']) {
      await expect(page.getByRole('heading', { name: value, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('link', { name: 'Gratis Design Aanvragen' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('/services: three services with six features each and the 48-hour call to action', async ({ page }) => {
    await open(page, '/services');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) await expect(card.getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('heading', { name: 'Gratis ontwerp binnen 48 uur' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vraag je gratis ontwerp aan' })).toHaveAttribute('href', '/contact');
  });

  for (const slug of ['wordpress', 'shopify', 'platform']) {
    test(`/${slug}: offers, benefits, five steps and a call to action`, async ({ page }) => {
      await open(page, `/${slug}`);
      await expect(page.getByRole('region', { name: 'Wat we voor je maken' }).getByRole('article')).toHaveCount(3);
      await expect(page.getByRole('list', { name: 'Wat je ervan merkt' }).getByRole('listitem')).toHaveCount(6);
      await expect(page.getByRole('list', { name: 'Zo werken we, in vijf stappen' }).getByRole('listitem')).toHaveCount(
        5,
      );
      await expect(page.getByRole('heading', { name: 'Klaar voor de volgende stap?' })).toBeVisible();
      if (slug === 'platform') {
        for (const useCase of ['SaaS', 'B2B-portalen', 'Boekingssystemen', 'Beheertools']) {
          await expect(page.getByRole('heading', { name: useCase, exact: true })).toBeVisible();
        }
        await expect(page.getByRole('list', { name: 'Onze tech stack' })).toContainText('React');
      }
    });
  }
});
