// Screenshots a page or a story for a human to look at.
//   node scripts/shot.mjs <story-id|url> [out.png] [widths=375,1280] [--full]
// A story id is opened from the Storybook dev server at STORYBOOK_URL (default http://127.0.0.1:6006).
import { chromium } from 'playwright';
import { chromiumArgs, findChromium } from './browser.mjs';

const [target, out = '/tmp/shot.png', widthList = '375,1280'] = process.argv
  .slice(2)
  .filter((a) => !a.startsWith('--'));
const fullPage = process.argv.includes('--full');
if (!target) {
  console.error('usage: node scripts/shot.mjs <story-id|url> [out.png] [widths]');
  process.exit(2);
}
const base = process.env.STORYBOOK_URL ?? 'http://127.0.0.1:6006';
const url = /^https?:/.test(target) ? target : `${base}/iframe.html?id=${target}&viewMode=story`;
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  for (const width of widthList.split(',').map(Number)) {
    const page = await browser.newPage({
      viewport: { width, height: width < 768 ? 812 : 900 },
      reducedMotion: 'reduce',
    });
    page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));
    page.on('pageerror', (e) => console.error('pageerror:', e.message));
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(500);
    const file = `${out.replace(/\.png$/, '')}-${width}.png`;
    await page.screenshot({ path: file, fullPage });
    console.log(file);
    await page.close();
  }
} finally {
  await browser.close();
}
