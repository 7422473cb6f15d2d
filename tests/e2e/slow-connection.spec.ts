import { chromiumArgs, findChromium } from '../../scripts/browser.mjs';
import { expect, isPhone, open, test } from './fixtures';

// On a slow connection Chrome starts lazy images from much further away (here thousands
// of pixels): the portfolio's would then compete with the first screen.
test.use({
  launchOptions: { executablePath: findChromium(), args: [...chromiumArgs, '--force-effective-connection-type=2G'] },
});

test('portfolio images load only near the carousel, the slide after the visible ones ahead', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && /\/assets\/[^/]+-\d+-[^/]+\.(avif|webp)$/.test(request.url()))
      requested.push(request.url());
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page, '/');
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);

  const carousel = page.getByRole('region', { name: 'Portfolioprojecten' });
  await carousel.scrollIntoViewIfNeeded();
  const perView = isPhone(page) ? 1 : 4;
  const slides = carousel.locator('[aria-roledescription="slide"]');
  // The visible slides and the next one have their image; a far slide does not yet.
  for (let index = 0; index <= perView; index += 1) {
    await expect
      .poll(() =>
        slides
          .nth(index)
          .locator('img')
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);
  }
  await expect(slides.nth(7).locator('img')).toHaveAttribute('loading', 'lazy');
  expect(requested.length).toBeLessThan(10);
});
