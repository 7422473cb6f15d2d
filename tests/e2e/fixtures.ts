import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Every route of spec section 2 with its h1. */
export const routes = [
  { path: '/', h1: 'Wij maken van jouw merk een online legende' },
  { path: '/about', h1: 'Over Studio Legende' },
  { path: '/services', h1: 'Onze diensten' },
  { path: '/wordpress', h1: 'WordPress Development' },
  { path: '/shopify', h1: 'Shopify E-commerce' },
  { path: '/platform', h1: 'Platform Development' },
  { path: '/faq', h1: 'Veelgestelde vragen' },
  { path: '/contact', h1: 'Vraag je gratis ontwerp aan' },
] as const;

type Fixtures = {
  /** Console errors and page errors seen so far; each test asserts there are none unless it expects them. */
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
});

export { expect };

/** The notices region (toasts), once the first notice has appeared. */
export function notices(page: Page) {
  return page.getByRole('region', { name: /Meldingen/ });
}

/** A visible notice with this title (and description). */
export async function expectNotice(page: Page, title: string, description?: string) {
  const notice = notices(page).getByRole('listitem').filter({ hasText: title });
  await expect(notice).toBeVisible();
  if (description) await expect(notice).toContainText(description);
  return notice;
}

/** Loads a page and waits until React has hydrated it (App marks <html data-hydrated>). */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}

/** Runs axe with the WCAG 2.x A/AA rules and expects no violation. */
export async function expectNoAxeViolations(page: Page, context?: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, context).toEqual([]);
}

/** True for the phone project. */
export function isPhone(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 768;
}
