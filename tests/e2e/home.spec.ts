import { expect, open, test } from './fixtures';

test.describe('home page', () => {
  test('hero: headline, intro, the three actions and three project previews', async ({ page }) => {
    await open(page, '/');
    const hero = page.locator('section').first();
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Wij maken van jouw merk een online legende');
    await expect(hero.getByRole('link', { name: 'Gratis Design Aanvragen' })).toHaveAttribute('href', '/contact');
    await expect(hero.getByRole('link', { name: 'Leer ons kennen' })).toHaveAttribute('href', '/about');
    await expect(hero.getByRole('button', { name: 'Bel me terug' })).toBeVisible();
    const previews = page.getByRole('list', { name: 'Recente projecten' }).getByRole('img');
    await expect(previews).toHaveCount(3);
    for (const image of await previews.all()) {
      await expect(image).toHaveAttribute('width', '800');
      await expect(image).toHaveAttribute('height', '600');
    }
  });

  // Touch screens have no hover.
  test('a project preview enlarges on hover', { tag: '@desktop-only' }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await open(page, '/');
    const card = page.getByRole('list', { name: 'Recente projecten' }).getByRole('listitem').first();
    const box = card.locator(':scope > *').first();
    const before = (await box.boundingBox())?.width ?? 0;
    await box.hover();
    await expect.poll(async () => (await box.boundingBox())?.width ?? 0).toBeGreaterThan(before);
  });

  test("'Wat wij doen': three services with their three points and a link to /contact", async ({ page }) => {
    await open(page, '/');
    const section = page.getByRole('region', { name: 'Wat wij doen' });
    const points = {
      'WordPress Development': ['Custom Themes', 'WooCommerce', 'SEO Ready'],
      'Shopify E-commerce': ['Custom Stores', 'Apps', 'Conversie Boost'],
      'Platform Development': ['React & Next.js', "API's", 'Cloud Ready'],
    };
    for (const [service, items] of Object.entries(points)) {
      const card = section.getByRole('article').filter({ has: page.getByRole('heading', { name: service }) });
      await expect(card.getByRole('listitem')).toHaveText(items);
    }
    await expect(section.locator('a[href="/contact"]')).toHaveCount(1);
  });

  test("'Onze Portfolio': a looping carousel of 10 projects with previous/next and 'Start Jouw Project'", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay: deterministic
    await open(page, '/');
    const section = page.getByRole('region', { name: 'Onze Portfolio' });
    const carousel = section.getByRole('region', { name: 'Portfolioprojecten' });
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(10);
    // Far below the first screen: every image waits (lazy), with its size reserved.
    for (const image of await carousel.getByRole('img').all()) {
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', '800');
    }
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('heading', { name: 'Bakkerij De Gouden Korst' })).toBeVisible();
    await expect(carousel.getByText('WordPress').first()).toBeVisible();
    // Hydrated once in view: previous from the first slide loops to the last.
    const previous = carousel.getByRole('button', { name: 'Vorige' });
    await expect(previous).toBeEnabled();
    await expect(slides.nth(0)).toHaveAttribute('data-selected', 'true');
    // The carousel hydrates when it comes near the viewport; the prerendered button is
    // there (and enabled) a moment before its handler is, so press until it responds.
    await expect(async () => {
      await previous.click();
      await expect(slides.nth(9)).toHaveAttribute('data-selected', 'true', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await carousel.getByRole('button', { name: 'Volgende' }).click();
    await expect(slides.nth(0)).toHaveAttribute('data-selected', 'true');
    await expect(section.getByRole('link', { name: 'Start Jouw Project' })).toHaveAttribute('href', '/contact');
  });

  test('the carousel plays by itself every 3 s and pauses while hovered', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await open(page, '/');
    const carousel = page.getByRole('region', { name: 'Portfolioprojecten' });
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides.nth(1)).toHaveAttribute('data-selected', 'true', { timeout: 4_500 });
    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
  });

  test('after the window changes width (a tablet turned), the first project stays aligned with the heading', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 768, height: 1024 });
    await open(page, '/');
    const section = page.locator('section', { has: page.getByRole('heading', { name: 'Onze Portfolio' }) });
    const carousel = section.getByRole('region', { name: 'Portfolioprojecten' });
    await carousel.scrollIntoViewIfNeeded();
    const heading = section.getByRole('heading', { name: 'Onze Portfolio' });
    const firstCard = carousel.locator('[aria-roledescription="slide"]').first().locator(':scope > *').first();
    const offset = async () => ((await firstCard.boundingBox())?.x ?? NaN) - ((await heading.boundingBox())?.x ?? NaN);
    await expect.poll(offset).toBeCloseTo(0, 0);
    for (const width of [820, 768]) {
      await page.setViewportSize({ width, height: 1024 });
      // The carousel measures itself again after a resize (its ResizeObserver, in the frame that
      // lays out the new width): once the window has the width and two frames were rendered, it
      // must be where it was.
      await page.waitForFunction((expected) => window.innerWidth === expected, width);
      await page.evaluate(
        () => new Promise((rendered) => requestAnimationFrame(() => requestAnimationFrame(rendered))),
      );
      expect(Math.abs(await offset())).toBeLessThan(1);
    }
  });

  test('testimonials: three reviews that wrap around, dots, and the 4,8 from 63 reviews badge', async ({ page }) => {
    await open(page, '/');
    const section = page.getByRole('region', { name: 'Wat klanten over ons zeggen' });
    const slider = section.getByRole('region', { name: 'Reviews van klanten' });
    await slider.scrollIntoViewIfNeeded();
    await expect(slider).toContainText('Sanne de Vries');
    const dots = slider.getByRole('group', { name: 'Kies een review' }).getByRole('button');
    await expect(dots).toHaveCount(3);
    // The slider hydrates when it comes near the viewport; its prerendered button is there a
    // moment before its handler is, so press until it responds.
    await expect(async () => {
      await slider.getByRole('button', { name: 'Vorige review' }).click();
      await expect(slider).toContainText('Fatima el Amrani', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await slider.getByRole('button', { name: 'Volgende review' }).click();
    await expect(slider).toContainText('Sanne de Vries');
    await dots.nth(1).click();
    await expect(slider).toContainText('Mark Jansen');
    await expect(section.getByRole('img', { name: 'Beoordeling 4,8 van 5, gebaseerd op 63 reviews' })).toBeVisible();
  });
});
