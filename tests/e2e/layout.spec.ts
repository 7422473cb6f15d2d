import type { Locator } from '@playwright/test';
import {
  aboutPage,
  contactFormTexts,
  contactPage,
  faq,
  faqPage,
  homePage,
  serviceLandingPage,
  servicesPage,
} from '@agency/content';
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

  test("when a visitor opens /contact, then the form's heading and its first field are on the first screen", async ({
    page,
  }) => {
    await open(page, '/contact');
    const form = page.getByRole('form', { name: contactPage.formTitle });
    await expect(page.getByRole('heading', { level: 2, name: contactPage.formTitle })).toBeInViewport({ ratio: 1 });
    await expect(form.getByRole('textbox', { name: contactFormTexts.nameLabel })).toBeInViewport({ ratio: 1 });
  });

  // The dark opening band is only as tall as what it holds: the page's own content starts below it, on the first screen.
  const contentStarts = [
    { path: '/about', start: aboutPage.why.title },
    { path: '/faq', start: faq[0]!.question },
    { path: '/privacy', start: 'In het kort' },
  ];
  for (const { path, start } of contentStarts) {
    test(`when a visitor opens ${path}, then the start of its content is on the first screen, below the dark band`, async ({
      page,
    }) => {
      await open(page, path);
      const heading = page.getByRole('heading', { level: 2, name: start });
      await expect(heading).toBeInViewport({ ratio: 1 });
      const band = page.getByRole('main').locator('section').first();
      const bandBottom = await band.evaluate((element) => element.getBoundingClientRect().bottom);
      const headingTop = await heading.evaluate((element) => element.getBoundingClientRect().top);
      expect(bandBottom).toBeLessThan(headingTop);
      expect(bandBottom, 'the band ends well before the first screen does').toBeLessThan(
        page.viewportSize()!.height * 0.75,
      );
    });
  }

  test('when a service name wraps, then "E-commerce" stays on one line and reads the same', async ({ page }) => {
    for (const path of ['/', '/services', '/shopify']) {
      await open(page, path);
      // Every place the word is shown, laid out (parts far from view are skipped until near it).
      const lines = await page.evaluate((word) => {
        for (const element of document.querySelectorAll<HTMLElement>('*')) {
          if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
        }
        const found: number[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + word.length);
            const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
            if (rects.length) found.push(new Set(rects.map((rect) => Math.round(rect.top))).size);
          }
        }
        return found;
      }, 'E-commerce');
      // The h1 or the card title, and the footer's link; each on one line.
      expect(lines.length, `"E-commerce" on ${path}`).toBeGreaterThanOrEqual(2);
      expect(lines, `lines of each "E-commerce" on ${path}`).toEqual(lines.map(() => 1));
    }
    // The same characters on screen: the heading reads as the spec writes it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopify E-commerce');
    await expectNoSidewaysScroll(page);
  });
});
