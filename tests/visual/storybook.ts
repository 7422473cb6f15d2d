import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

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

type MarkedRender = { id?: string; phase?: string; visualMark?: number };

const isDone = (phase: string | undefined) => ['completed', 'finished', 'errored', 'aborted'].includes(phase ?? '');

async function settle(page: Page, id: string, errors: string[], wholePage: boolean): Promise<void> {
  // Storybook may render a story a second time right after selecting it (when it applies
  // the story's globals, say). A render counts as settled once it has finished and is
  // still the current one a moment later.
  for (let attempt = 0; attempt < 10; attempt++) {
    await page.waitForFunction(
      (storyId) => {
        const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
        return render?.id === storyId && ['completed', 'finished', 'errored', 'aborted'].includes(render.phase ?? '');
      },
      id,
      { timeout: 20_000 },
    );
    const mark = await page.evaluate(() => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender as MarkedRender;
      render.visualMark ??= Math.random();
      return render.visualMark;
    });
    // allow-wait: a render counts as settled once it is still the current one a moment later (Storybook signals no last render)
    await page.waitForTimeout(150);
    const stable = await page.evaluate((expected) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender as MarkedRender | undefined;
      return render?.visualMark === expected;
    }, mark);
    if (stable) break;
  }
  const phase = await page.evaluate(() => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase);
  expect(isDone(phase), `story ${id} did not settle`).toBe(true);
  expect(phase, `story ${id} did not complete: ${errors.join('; ')}`).toMatch(/^(completed|finished)$/);
  await page.evaluate(async (wholePage) => {
    await document.fonts.ready;
    // A whole page is screenshotted top to bottom without scrolling: its lazy images are
    // loaded as a visitor scrolling down would see them, and it is shown from the top, as a
    // visitor arrives (a play function may have scrolled it).
    if (wholePage) {
      for (const img of Array.from(document.images)) if (img.loading === 'lazy') img.loading = 'eager';
      // Sections far below the fold skip rendering (content-visibility: auto) until the
      // screenshot's style renders them; a carousel in one then measures itself during the
      // capture and may be caught mid-way. Rendered now, everything has its final layout first.
      const style = document.createElement('style');
      style.textContent = '*, *::before, *::after { content-visibility: visible !important; }';
      document.head.append(style);
      window.scrollTo(0, 0);
      const frame = () => new Promise((done) => requestAnimationFrame(() => done(undefined)));
      await frame();
      await frame();
    }
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
    // Loaded is not painted: an image decoded off the main thread (AVIF, WebP, decoding="async")
    // may miss the screenshot. decode() resolves once it is ready to paint.
    await Promise.all(
      Array.from(document.images)
        .filter((img) => img.complete && img.naturalWidth > 0)
        .map((img) => img.decode().catch(() => undefined)),
    );
  }, wholePage);
}

/**
 * Opens a story alone in a fresh page load and waits until it has rendered, played and settled.
 * A whole page (a story tagged `page`) also loads its lazy images.
 */
export async function openStory(page: Page, id: string, { wholePage = false } = {}): Promise<void> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  try {
    await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
    await settle(page, id, errors, wholePage);
  } finally {
    page.off('pageerror', onError);
  }
}

/**
 * Each story is loaded in a fresh document of its own: switching stories inside one preview is
 * faster, but a story's teardown can then race the next story's play function (seen with
 * portalled dialogs and toasts), and screenshots must not depend on order. One worker keeps one
 * tab and navigates it from story to story: a new tab would start a new renderer process each
 * time, which on two cores cost more than the screenshot itself, while Storybook's scripts come
 * from the cache (the server lets them be cached) and are compiled once. What a story keeps in the
 * tab (sessionStorage, localStorage) is cleared as the next document starts.
 */
export const test = base.extend<
  { storyPage: (story: StoryEntry) => Promise<Page> },
  { sharedContext: BrowserContext; sharedPage: Page }
>({
  sharedContext: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, deviceScaleFactor, reducedMotion, colorScheme, locale, timezoneId } =
        workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        deviceScaleFactor,
        reducedMotion,
        colorScheme,
        locale,
        timezoneId,
      });
      // Every document starts with the storage of a new tab, whatever the story before it kept.
      await context.addInitScript(() => {
        sessionStorage.clear();
        localStorage.clear();
      });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  sharedPage: [
    async ({ sharedContext }, use) => {
      const page = await sharedContext.newPage();
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ sharedContext, sharedPage }, use) => {
    // A story that failed may have closed the tab: then a new one.
    await use(sharedPage.isClosed() ? await sharedContext.newPage() : sharedPage);
  },
  storyPage: async ({ page }, use) => {
    await use(async (story: StoryEntry) => {
      await openStory(page, story.id, { wholePage: story.tags?.includes('page') });
      return page;
    });
  },
});
