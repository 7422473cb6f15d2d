import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { openStory } from './storybook';
import { visualTolerance } from './tolerance';

// Proves that the tolerance the visual tests use is tight enough: a real colour
// change must exceed it, while the unchanged story must stay within it.
const storyId = 'componenten-button--primary';

function differingRatio(a: Buffer, b: Buffer): number {
  const one = PNG.sync.read(a);
  const two = PNG.sync.read(b);
  expect([two.width, two.height]).toEqual([one.width, one.height]);
  const mismatched = pixelmatch(one.data, two.data, undefined, one.width, one.height, {
    threshold: visualTolerance.threshold,
  });
  return mismatched / (one.width * one.height);
}

test('a real colour change exceeds the visual tolerance, the same story does not', async ({ page }) => {
  const baseline = readFileSync(resolve(import.meta.dirname, '__screenshots__/large', `${storyId}.png`));

  await openStory(page, storyId);
  const same = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  expect(differingRatio(baseline, same)).toBeLessThanOrEqual(visualTolerance.maxDiffPixelRatio);

  await page.addStyleTag({ content: 'body { background: #fdd !important; }' });
  const pinkPage = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  expect(differingRatio(baseline, pinkPage)).toBeGreaterThan(visualTolerance.maxDiffPixelRatio);

  await page.addStyleTag({
    content: 'body { background: var(--color-paper) !important; } button { background: #5a3ef0 !important; }',
  });
  const nearAccent = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  expect(differingRatio(baseline, nearAccent)).toBeGreaterThan(visualTolerance.maxDiffPixelRatio);

  // A small change of a background token, as a designer might make it: the paper (#f7f6f2)
  // made a little warmer (#f0ede4, distance ~0.035, like surface-sunken #efede6 to #e9e4d8).
  await openStory(page, storyId);
  await page.addStyleTag({ content: ':root { --color-paper: #f0ede4 !important; }' });
  const warmerPaper = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  expect(differingRatio(baseline, warmerPaper)).toBeGreaterThan(visualTolerance.maxDiffPixelRatio);
});
