import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { routes as routeTable, type RoutePath } from '@agency/content';

/** The h1 each route must show. Typed by the content's route table, so a new route needs one here. */
const h1: Record<RoutePath, string> = {
  '/': 'Wij maken van jouw merk een online legende',
  '/about': 'Over Studio Legende',
  '/services': 'Onze diensten',
  '/wordpress': 'WordPress Development',
  '/shopify': 'Shopify E-commerce',
  '/platform': 'Platform Development',
  '/faq': 'Veelgestelde vragen',
  '/contact': 'Vraag je gratis ontwerp aan',
  '/privacy': 'Privacyverklaring',
};

/** Every route of the site, in the order of the route table, with its h1. */
export const routes = routeTable.map(({ path }) => ({ path, h1: h1[path] }));

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

/**
 * A field whose input the api refused: marked invalid, described by the api's message (which
 * shows at the field), with focus, and no "Er ging iets mis" for it.
 */
export async function expectRefused(page: Page, field: Locator, message: string) {
  await expect(field).toHaveAccessibleDescription(message);
  await expect(page.getByText(message)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expect(page.getByText('Er ging iets mis')).toHaveCount(0);
}

/** Loads a page and waits until React has hydrated it (App marks <html data-hydrated>). */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}

/** Runs axe with the WCAG 2.x A/AA rules and expects no violation. */
export async function expectNoAxeViolations(page: Page, context?: string) {
  // Sections far from the window are not rendered (content-visibility: auto), and axe reads a
  // text's background from the rendered boxes under it: render them all while it checks.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility !== 'auto') continue;
      element.style.contentVisibility = 'visible';
      element.dataset.axeRendered = '';
    }
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('[data-axe-rendered]')) {
      element.style.removeProperty('content-visibility');
      delete element.dataset.axeRendered;
    }
  });
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, context).toEqual([]);
}

/** The page is no wider than the window: nothing makes it scroll sideways (or a phone zoom out). */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

/** True for the phone project. */
export function isPhone(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 768;
}
