import { coveredAt, launcherTargets, neverClear } from '@agency/ui/Chat/launcherRoom';
import { expect, isPhone, open, routes, test } from './fixtures';

// The chat launcher is on every route, and never in the way: with the panel closed, at 375,
// 768 and 1280 px, it covers no link, button, focus ring or card title at the bottom of the page
// nor on the first screen where the opening band fills it, and every link and button can be
// scrolled to a place where it is not under the launcher (the page reserves its room).

/**
 * The routes whose opening band is only as tall as what it holds, so their form or questions
 * start on the first screen (docs/chat.md): there the launcher lies over that content on the
 * first screen, as it does on any page once scrolled.
 */
const contentOnFirstScreen = new Set(['/about', '/faq', '/privacy', '/contact']);

const widths = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];

test.describe('the chat launcher', () => {
  for (const route of routes) {
    const where = contentOnFirstScreen.has(route.path) ? 'at the bottom' : 'on the first screen and at the bottom';
    test(`on ${route.path}: ${where} it covers nothing, and everything can be scrolled out from under it @desktop-only`, async ({
      page,
    }) => {
      for (const size of widths) {
        await page.setViewportSize(size);
        await open(page, route.path);
        const launcher = page.getByRole('button', { name: /^Chat openen/ });
        await expect(launcher, `the launcher at ${size.width} px`).toBeVisible();
        await page.evaluate(() => document.fonts.ready);

        const first = await page.evaluate(launcherTargets);
        if (!contentOnFirstScreen.has(route.path)) {
          expect.soft(coveredAt(first, 0), `covered on the first screen at ${size.width} px`).toEqual([]);
        }

        // Parts near the viewport load (and may grow the page) as it is scrolled to, and
        // sections are laid out only as they come near it (content-visibility: auto): the
        // page's height changes while it is scrolled. Scroll to the end and measure there, in
        // the same turn, until the measure says the window is at the end.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForLoadState('networkidle');
        let bottom = first;
        let scroll = 0;
        await expect
          .poll(async () => {
            scroll = await page.evaluate(async () => {
              window.scrollTo(0, document.documentElement.scrollHeight);
              await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
              return window.scrollY;
            });
            bottom = await page.evaluate(launcherTargets);
            return bottom.maxScroll - scroll;
          }, `scrolled to the end at ${size.width} px`)
          .toBeLessThanOrEqual(1);
        expect.soft(coveredAt(bottom, scroll), `covered at the bottom at ${size.width} px`).toEqual([]);

        // Each link and button has a scroll position at which it is whole in the window, below
        // the header and clear of the launcher.
        expect.soft(neverClear(bottom), `never clear of the launcher at ${size.width} px`).toEqual([]);
      }
    });
  }
});

test.describe('the chat panel by keyboard and on a phone', () => {
  test('Escape closes it and returns focus to the launcher; on a touch screen the heading takes focus, not the text box', async ({
    page,
  }) => {
    await open(page, '/shopify');
    const launcher = page.getByRole('button', { name: /^Chat openen/ });
    await launcher.click();
    const panel = page.getByRole('dialog', { name: 'AI Assistent' });
    await expect(panel).toBeVisible();
    const input = panel.getByRole('textbox', { name: 'Je vraag' });
    if (isPhone(page)) {
      // No keyboard over the quick replies: focus is on the panel's heading.
      expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
      await expect(panel.getByRole('heading', { name: 'AI Assistent' })).toBeFocused();
      await expect(input).not.toBeFocused();
      await expect(panel.getByRole('button', { name: 'Prijzen' })).toBeInViewport();
    } else {
      await expect(input).toBeFocused();
    }
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Chat openen' })).toBeFocused();
  });

  test('a vote is kept with the conversation: after a reload the answer shows it and cannot be voted on again', async ({
    page,
  }) => {
    const votes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/chat/feedback')) votes.push(request.postData() ?? '');
    });
    await open(page, '/');
    await page.getByRole('button', { name: /^Chat openen/ }).click();
    const panel = page.getByRole('dialog', { name: 'AI Assistent' });
    await panel.getByRole('button', { name: 'Prijzen' }).click();
    const useful = panel.getByRole('button', { name: 'Nuttig', exact: true });
    await expect(useful).toBeVisible({ timeout: 15_000 });
    await useful.click();
    await expect(panel.getByText('Bedankt voor je feedback!')).toBeVisible();
    expect(votes).toHaveLength(1);

    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Chat openen, gesprek wacht' }).click();
    await expect(panel.getByText('Bedankt voor je feedback!')).toBeVisible();
    await expect(useful).toHaveAttribute('aria-pressed', 'true');
    await expect(useful).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Niet nuttig', exact: true })).toBeDisabled();
    expect(votes).toHaveLength(1);
  });
});
