// `npm run test:e2e`: builds the site when it is missing or older than its sources, then
// runs the end-to-end tests (tests/e2e) against the production build served by the api.
import { spawnSync } from 'node:child_process';
import { findChromium } from './browser.mjs';
import { isStale } from './freshness.mjs';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1;

if (isStale('site/dist/index.html', ['site', 'ui/src', 'package-lock.json'])) {
  console.log('Building the site…');
  const status = run('npm', ['run', 'build', '-w', '@agency/site']);
  if (status !== 0) process.exit(status);
}
if (isStale('api/dist/server.mjs', ['api/src', 'site/src/content'])) {
  console.log('Building the api…');
  const status = run('npm', ['run', 'build', '-w', '@agency/api']);
  if (status !== 0) process.exit(status);
}
process.env.CHROMIUM_PATH ??= findChromium();
process.exit(
  run('node_modules/.bin/playwright', ['test', '--config', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)]),
);
