// Finds a Chromium to run the browser tests with, in this order:
// an explicit path (CHROMIUM_PATH or CHROME_PATH), Debian's /usr/bin/chromium,
// then a browser that Playwright downloaded itself (on machines with internet).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

function playwrightDownload() {
  try {
    const { chromium } = require('playwright');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export function findChromium() {
  const explicit = process.env.CHROMIUM_PATH || process.env.CHROME_PATH;
  if (explicit) {
    if (existsSync(explicit)) return explicit;
    throw new Error(`CHROMIUM_PATH points to ${explicit}, which does not exist.`);
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  const downloaded = playwrightDownload();
  if (downloaded) return downloaded;
  throw new Error(
    [
      'No Chromium found for the browser tests. Install one of:',
      '  - Debian/Ubuntu: sudo apt-get install -y chromium',
      '  - with internet access: npx playwright install chromium',
      '  - or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
    ].join('\n'),
  );
}
