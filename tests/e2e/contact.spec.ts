import type { Request } from '@playwright/test';
import { expect, expectNotice, open, test } from './fixtures';

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
