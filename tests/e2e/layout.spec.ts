import type { Locator } from '@playwright/test';
import { aboutPage, faqPage, homePage, serviceLandingPage, servicesPage } from '@agency/content';
import { expect, expectNoSidewaysScroll, isPhone, open, test } from './fixtures';

// Layout a visitor sees at 375 px (phone) and 1280 px (desktop): what sits where, measured.

const centreX = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box.x + box.width / 2;
};

test.describe('layout', () => {
  test('the reviews are centred under their heading at 375, 768 and 1280 px', async ({ page }) => {
    await open(page, '/');
    const section = page.getByRole('region', { name: homePage.reviews.title });
    const heading = section.getByRole('heading', { name: homePage.reviews.title });
    const slider = section.getByRole('region', { name: 'Reviews van klanten' });
    const card = slider.locator('figure');
    const controls = slider.getByRole('group', { name: 'Kies een review' });
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await card.scrollIntoViewIfNeeded();
      const middle = await centreX(heading);
      expect(Math.abs((await centreX(card)) - middle), `the card at ${width} px`).toBeLessThanOrEqual(2);
      expect(Math.abs((await centreX(controls)) - middle), `the dots at ${width} px`).toBeLessThanOrEqual(2);
      await expectNoSidewaysScroll(page);
    }
  });

  const bands = [
    { path: '/about', title: aboutPage.callToAction.title },
    { path: '/services', title: servicesPage.callToAction.title },
    { path: '/faq', title: faqPage.callToAction.title },
    { path: '/wordpress', title: serviceLandingPage.callToAction.title },
  ];
  for (const { path, title } of bands) {
    test(`${path}: a light gap separates the dark call to action from the dark footer`, async ({ page }) => {
      await open(page, path);
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      const layout = await page
        .getByRole('region', { name: title })
        .getByRole('heading', { name: title })
        .evaluate((heading) => {
          /** The element that paints the background behind `element`. */
          const paintedBehind = (element: Element | null) => {
            let current = element;
            while (current && getComputedStyle(current).backgroundColor === 'rgba(0, 0, 0, 0)')
              current = current.parentElement;
            return current ?? document.documentElement;
          };
          const band = paintedBehind(heading);
          const footer = document.querySelector('footer') as HTMLElement;
          const bandBottom = band.getBoundingClientRect().bottom;
          const footerTop = footer.getBoundingClientRect().top;
          const gap = paintedBehind(document.elementFromPoint(window.innerWidth / 2, (bandBottom + footerTop) / 2));
          return {
            gap: footerTop - bandBottom,
            band: getComputedStyle(band).backgroundColor,
            between: getComputedStyle(gap).backgroundColor,
            footer: getComputedStyle(footer).backgroundColor,
          };
        });
      // The band is dark like the footer; what shows between them is neither.
      expect(layout.band).toBe(layout.footer);
      expect(layout.gap).toBeGreaterThanOrEqual(24);
      expect(layout.between).not.toBe(layout.footer);
      await expectNoSidewaysScroll(page);
    });
  }

  test('the hero: its three actions share one row at 1280 px, and fit the screen at 375 px', async ({ page }) => {
    await open(page, '/');
    const hero = page.locator('section').first();
    const actions = [
      hero.getByRole('link', { name: homePage.hero.requestDesign }),
      hero.getByRole('button', { name: 'Bel me terug' }),
      hero.getByRole('link', { name: homePage.hero.about }),
    ];
    const boxes = await Promise.all(actions.map(async (action) => (await action.boundingBox())!));
    const viewport = page.viewportSize()!;
    for (const box of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
    if (!isPhone(page)) {
      expect(new Set(boxes.map((box) => Math.round(box.y))).size, 'one row').toBe(1);
      // Left to right, in their order.
      expect(boxes[0]!.x + boxes[0]!.width).toBeLessThan(boxes[1]!.x);
      expect(boxes[1]!.x + boxes[1]!.width).toBeLessThan(boxes[2]!.x);
    }
    await expectNoSidewaysScroll(page);
  });
});
