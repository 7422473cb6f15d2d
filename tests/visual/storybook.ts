import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

export type StoryEntry = { id: string; title: string; name: string; type: string; tags?: string[] };

type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
};

/** Every story of the built Storybook, except those tagged `no-visual`. */
export function builtStories(): StoryEntry[] {
  const indexFile = resolve(import.meta.dirname, '../../storybook-static/index.json');
  let raw: string;
  try {
    raw = readFileSync(indexFile, 'utf8');
  } catch {
    throw new Error('storybook-static/ is missing: run `npm run build-storybook` first (npm test does it).');
  }
  const index = JSON.parse(raw) as { entries: Record<string, StoryEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'));
}

async function settle(page: Page, id: string, errors: string[]): Promise<void> {
  await page.waitForFunction(
    (storyId) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === storyId && ['completed', 'finished', 'errored', 'aborted'].includes(render.phase ?? '');
    },
    id,
    { timeout: 20_000 },
  );
  const phase = await page.evaluate(() => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase);
  expect(phase, `story ${id} did not complete: ${errors.join('; ')}`).toMatch(/^(completed|finished)$/);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy images out of view never load by themselves: eager ones must have arrived.
    const pending = Array.from(document.images).filter((img) => !img.complete && img.loading !== 'lazy');
    await Promise.all(
      pending.map(
        (img) =>
          new Promise((done) => {
            img.addEventListener('load', done, { once: true });
            img.addEventListener('error', done, { once: true });
          }),
      ),
    );
  });
}

/** Opens a story alone in a fresh page load and waits until it has rendered, played and settled. */
export async function openStory(page: Page, id: string): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
  await settle(page, id, errors);
}

/**
 * One Storybook preview per worker: switching stories over Storybook's channel is
 * several times faster than loading the preview for each of hundreds of screenshots.
 * Stories unmount completely between renders, so nothing carries over.
 */
export const test = base.extend<
  { storyPage: (id: string) => Promise<Page> },
  { preview: { page: Page; errors: string[] } }
>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, reducedMotion, locale, timezoneId, baseURL } = workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        reducedMotion,
        locale,
        timezoneId,
        baseURL,
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/iframe.html?id=componenten-button--primary&viewMode=story');
      await settle(page, 'componenten-button--primary', errors);
      await use({ page, errors });
      await context.close();
    },
    { scope: 'worker' },
  ],
  storyPage: async ({ preview }, use) => {
    await use(async (id: string) => {
      const { page, errors } = preview;
      errors.length = 0;
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.evaluate((storyId) => {
        (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }, id);
      await settle(page, id, errors);
      return page;
    });
  },
});
