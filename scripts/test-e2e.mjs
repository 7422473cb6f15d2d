// `npm run test:e2e`: builds the site when it is missing or older than its sources, then
// runs the end-to-end tests (tests/e2e) against the production build served by the api.
import { spawnSync } from 'node:child_process';
import { findChromium } from './browser.mjs';
import { buildIfStale } from './freshness.mjs';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1;

buildIfStale();
process.env.CHROMIUM_PATH ??= findChromium();
process.exit(
  run('node_modules/.bin/playwright', ['test', '--config', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)]),
);
