import type { Page } from '@playwright/test';
import { serviceLinks } from '@agency/content';
import { expect, expectNoSidewaysScroll, isPhone, open, routes, test } from './fixtures';

test.describe('every route', () => {
  for (const route of routes) {
    test(`${route.path} shows its content, nav, footer and hydrates without warnings`, async ({
      page,
      consoleErrors,
    }) => {
      const response = await open(page, route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      await expect(page).toHaveTitle(/Studio Legende/);
      await expectNoSidewaysScroll(page);

      // The navigation bar: every link, the current one marked, the highlighted call to action.
      const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
      if (isPhone(page)) await nav.getByRole('button', { name: 'Menu openen' }).click();
      for (const label of ['Home', 'Over Ons', 'Diensten', 'FAQ', 'Contact']) {
        await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      await expect(nav.getByRole('link', { name: 'Gratis Design' })).toHaveAttribute('href', '/contact');
      const current = nav.locator('[aria-current="page"]');
      if (['/', '/about', '/services', '/faq', '/contact'].includes(route.path)) {
        await expect(current).toHaveAttribute('href', route.path);
      } else {
        await expect(current).toHaveCount(0);
      }

      // The footer.
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('heading', { name: 'Interested? Get in touch' })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'hallo@studiolegende.nl' })).toHaveAttribute(
        'href',
        'mailto:hallo@studiolegende.nl',
      );
      await expect(footer.getByRole('link', { name: '085 123 4567' })).toHaveAttribute('href', 'tel:+31851234567');
      await expect(footer).toContainText(`© ${new Date().getFullYear()} Studio Legende`);
      for (const service of ['WordPress Development', 'Shopify E-commerce', 'Platform Development']) {
        await expect(footer.getByRole('link', { name: service })).toBeVisible();
      }

      // The chat's launcher is on every page (the spec puts it on the home page; visitors land anywhere).
      await expect(page.getByRole('button', { name: 'Chat openen' })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }

  test('every page has a unique Dutch title and description', { tag: '@desktop-only' }, async ({ page }) => {
    const seen = new Set<string>();
    for (const route of routes) {
      await page.goto(route.path);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(seen.has(title), title).toBe(false);
      seen.add(title);
      expect(description?.length).toBeGreaterThan(60);
    }
  });
});

/** Records the first argument of every later `window.scrollTo` call; read them with `scrollToCalls`. */
async function spyOnScrollTo(page: Page) {
  await page.evaluate(() => {
    const seen: unknown[] = [];
    const original = window.scrollTo.bind(window) as (...args: unknown[]) => void;
    window.scrollTo = ((...args: unknown[]) => {
      seen.push(args[0]);
      original(...args);
    }) as typeof window.scrollTo;
    (window as unknown as { __scrollCalls: unknown[] }).__scrollCalls = seen;
  });
}

const scrollToCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __scrollCalls: unknown[] }).__scrollCalls);

const homeH1 = routes.find((route) => route.path === '/')!.h1;

/** Scrolls to the end of the page, which grows as the parts near the window load. */
async function scrollToTheEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
  });
}

/**
 * Opens /services, scrolls to its end and follows the footer's Home link; returns, in ms after
 * the click, the first frame the window had moved up and the first frame Home's heading showed
 * with the window at the top.
 */
async function timeHomeFromBottom(page: Page): Promise<{ start: number; end: number }> {
  await open(page, '/services');
  await scrollToTheEnd(page);
  await page.evaluate((heading) => {
    const timing: { start?: number; end?: number } = {};
    (window as unknown as { __timing: typeof timing }).__timing = timing;
    const listen = { capture: true, once: true };
    document.addEventListener(
      'click',
      () => {
        const clicked = performance.now();
        const from = window.scrollY;
        const frame = () => {
          const at = performance.now() - clicked;
          if (timing.start === undefined && window.scrollY < from) timing.start = at;
          if (window.scrollY === 0 && document.querySelector('h1')?.textContent === heading) timing.end = at;
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      },
      listen,
    );
  }, homeH1);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Home', exact: true }).click();
  await page.waitForFunction(() => (window as unknown as { __timing: { end?: number } }).__timing.end !== undefined);
  return page.evaluate(() => (window as unknown as { __timing: { start: number; end: number } }).__timing);
}

test.describe('navigation', () => {
  test('client-side navigation updates the page, the title and scrolls to the top', async ({ page, consoleErrors }) => {
    await open(page, '/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Over Ons' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Over Studio Legende');
    await expect(page).toHaveTitle('Over ons | Studio Legende');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.studiolegende.nl/about');
    expect(consoleErrors).toEqual([]);
  });

  test('with reduced motion the jump to the top is instant', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, '/services');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await spyOnScrollTo(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Veelgestelde vragen');
    await expect.poll(() => scrollToCalls(page)).toContainEqual({ top: 0, left: 0, behavior: 'instant' });
    expect(await scrollToCalls(page)).not.toContainEqual(expect.objectContaining({ behavior: 'smooth' }));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('smooth scroll: the page glides to the top rather than jumping', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await open(page, '/services');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await spyOnScrollTo(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vraag je gratis ontwerp aan');
    await expect.poll(() => scrollToCalls(page)).toContainEqual({ top: 0, left: 0, behavior: 'smooth' });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('smooth scroll that stops short (the new page changing height under it) still ends at the top', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await open(page, '/services');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // The glide is cut off a third of the way down, as on a slow phone.
    await page.evaluate(() => {
      const original = window.scrollTo.bind(window) as (options: ScrollToOptions) => void;
      window.scrollTo = ((options: ScrollToOptions) => {
        if (options?.behavior === 'smooth') original({ top: document.body.scrollHeight / 3, behavior: 'instant' });
        else original(options);
      }) as typeof window.scrollTo;
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vraag je gratis ontwerp aan');
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
  });

  test('when a visitor goes Home from the bottom of /services, then Home is at the top within a second', async ({
    page,
  }) => {
    // Measured in the page (performance.now, from the click to the frame), five times, each a
    // first navigation of a freshly loaded page, as the visitor's.
    const runs: { start: number; end: number }[] = [];
    for (let run = 0; run < 5; run++) runs.push(await timeHomeFromBottom(page));
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const start = median(runs.map((timing) => timing.start));
    const end = median(runs.map((timing) => timing.end));
    const figure =
      `from the bottom of /services to Home at the top, ${page.viewportSize()!.width} px: median ${Math.round(end)} ms ` +
      `(the scroll started after ${Math.round(start)} ms; runs ${runs.map((timing) => Math.round(timing.end)).join(', ')} ms)`;
    console.log(`benchmark: ${figure}`);
    test.info().annotations.push({ type: 'benchmark', description: figure });
    // Generous bounds for a shared machine (the glide is finished off at 0.7 s; it used to start
    // after 0.8-1.2 s): the test that the scroll never waits for the new page's code is below.
    expect(start, 'the scroll starts with the click').toBeLessThan(250);
    expect(end, 'Home is at the top').toBeLessThan(1_500);
  });

  test("when the new page's code is still loading, then the scroll to the top starts and ends anyway", async ({
    page,
  }) => {
    await open(page, '/services');
    await scrollToTheEnd(page);
    // Every script asked for from now on (the home page's, the navigation's head) waits.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Home', exact: true }).click();
    // At the top before the new page shows: the scroll did not wait for its code.
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3_000 }).toBe(0);
    await expect(page.getByRole('heading', { level: 1, name: homeH1 })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeH1);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('when a visitor is on a service page, then the navigation marks Diensten as its section, not as the page', async ({
    page,
  }) => {
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    for (const { href } of serviceLinks) {
      await open(page, href);
      if (isPhone(page)) await nav.getByRole('button', { name: 'Menu openen' }).click();
      const section = nav.getByRole('link', { name: 'Diensten', exact: true });
      // Announced with the link by screen readers; aria-current stays with the exact page (none here).
      await expect(section, href).toHaveAccessibleDescription('Huidig onderdeel');
      await expect(nav.locator('[aria-current]'), href).toHaveCount(0);
      // And marked on screen: a bar no other link has.
      const marks = await nav
        .getByRole('link')
        .evaluateAll((links) =>
          links.filter((link) => getComputedStyle(link, '::before').content !== 'none').map((link) => link.textContent),
        );
      expect(marks, href).toEqual(['Diensten']);
    }
    // On /services itself, Diensten is the current page, and no section is described.
    await open(page, '/services');
    if (isPhone(page)) await nav.getByRole('button', { name: 'Menu openen' }).click();
    await expect(nav.getByRole('link', { name: 'Diensten', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Diensten', exact: true })).toHaveAccessibleDescription('');
  });

  test(
    'the mobile menu opens with its toggle and closes when a link is chosen',
    { tag: '@phone-only' },
    async ({ page }) => {
      await open(page, '/');
      const toggle = page.getByRole('button', { name: 'Menu openen' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      const close = page.getByRole('button', { name: 'Menu sluiten' });
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Diensten' }).click();
      await expect(page).toHaveURL(/\/services$/);
      await expect(page.getByRole('button', { name: 'Menu openen' })).toHaveAttribute('aria-expanded', 'false');
    },
  );

  test('on a 768 px tablet the inline links stay on one line and the bar fits', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await open(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(page.getByRole('button', { name: 'Menu openen' })).toBeHidden();
    const heights = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getBoundingClientRect().height));
    expect(new Set(heights).size).toBe(1);
    const { right, width } = await nav.evaluate((element) => ({
      right: Math.max(...Array.from(element.querySelectorAll('a'), (a) => a.getBoundingClientRect().right)),
      width: document.documentElement.clientWidth,
    }));
    expect(right).toBeLessThanOrEqual(width - 16);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(768);
  });

  test('on large screens the links are inline, without a toggle', { tag: '@desktop-only' }, async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('button', { name: 'Menu openen' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'FAQ' })).toBeVisible();
  });
});

test.describe('404 and errors', () => {
  test('an unknown path shows the 404 page with status 404, logs the path and links home', async ({
    page,
    consoleErrors,
  }) => {
    const response = await open(page, '/bestaat-niet');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect.poll(() => consoleErrors.some((text) => text.includes('/bestaat-niet'))).toBe(true);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'Terug naar de homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wij maken van jouw merk een online legende');
  });

  test('a page that fails to render shows the generic fallback', async ({ page, consoleErrors }) => {
    await open(page, '/');
    // The FAQ page's code cannot be loaded: rendering it throws.
    await page.route(/\/assets\/FaqPage-[^/]+\.js$/, (route) => route.abort());
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    if (isPhone(page)) await nav.getByRole('button', { name: 'Menu openen' }).click();
    await nav.getByRole('link', { name: 'FAQ' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
    await expect(page.getByRole('link', { name: 'Terug naar de homepage' })).toHaveAttribute('href', '/');
    expect(consoleErrors.length).toBeGreaterThan(0);
  });
});

test.describe('stable layout', () => {
  for (const route of routes) {
    test(`${route.path}: nothing shifts while the visitor scrolls down and parts load`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: string[] = [];
        const record = (entries: PerformanceEntryList) => {
          for (const entry of entries as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node | null }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            const nodes = (entry.sources ?? []).map((source) => (source.node as Element | null)?.className ?? '?');
            shifts.push(`${entry.value.toFixed(4)} ${nodes.join(', ')}`);
          }
        };
        const observer = new PerformanceObserver((list) => record(list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        // Every shift so far, also those whose report is still queued.
        (window as unknown as { __shifts: () => string[] }).__shifts = () => {
          record(observer.takeRecords());
          return shifts;
        };
      });
      await open(page, route.path);
      // Scroll the way a visitor does, a screen at a time (scrolling is not input that excuses a shift).
      for (let step = 0; step < 30; step += 1) {
        const atEnd = await page.evaluate(() => {
          window.scrollBy(0, window.innerHeight * 0.8);
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
        });
        // allow-wait: the visitor's pace, a screen at a time: what loads near the window loads while it is in view
        await page.waitForTimeout(150);
        if (atEnd) break;
      }
      await page.waitForLoadState('networkidle');
      // What loaded is laid out: the fonts are ready, and two frames were rendered since.
      const shifts = await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((rendered) => requestAnimationFrame(() => requestAnimationFrame(rendered)));
        return (window as unknown as { __shifts: () => string[] }).__shifts();
      });
      expect(shifts).toEqual([]);
    });
  }
});
