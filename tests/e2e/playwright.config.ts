import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../scripts/browser.mjs';

// End-to-end tests of the production build (site/dist), served the way `npm start` serves
// it: by the real api server, on a free port, with a throwaway database and no rate limits.
// Build first (`npm run test:e2e` does that when the build is stale).
// The port and data dir are chosen once, in the runner, and inherited by the workers.
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = freePort();
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'studio-legende-e2e-'));
  // The server's whole log, at trace level: privacy.spec.ts checks that no personal data is in it.
  process.env.E2E_LOG_FILE = join(process.env.E2E_DATA_DIR, 'server.log');
  // A second api with an OpenAI-compatible model (support/fake-model.mjs) for the chat tests that
  // need one: Stop reaching the model, a model's unsafe links, its offer of a call back.
  process.env.E2E_MODEL_API_PORT = freePort();
  process.env.E2E_FAKE_MODEL_PORT = freePort();
  process.env.E2E_MODEL_DATA_DIR = mkdtempSync(join(tmpdir(), 'studio-legende-e2e-model-'));
  // A third api for a person in the chat (live-chat.spec.ts): its own database, so who is
  // available there is the tests' own business, and a wait of seconds before a chat is missed.
  process.env.E2E_LIVE_PORT = freePort();
  process.env.E2E_LIVE_DATA_DIR = mkdtempSync(join(tmpdir(), 'studio-legende-e2e-live-'));
  // A fourth for what brings clients (analytics.spec.ts): its own database, so the visits it
  // counts are its own test's alone, and every group shown however small (the test has 2 visitors).
  process.env.E2E_ANALYTICS_PORT = freePort();
  process.env.E2E_ANALYTICS_DATA_DIR = mkdtempSync(join(tmpdir(), 'studio-legende-e2e-analytics-'));
  // A fifth for running the sales from the inbox (sales.spec.ts): e-mail by an SMTP server the
  // test starts on this port, and push services on 127.0.0.1.
  process.env.E2E_SALES_PORT = freePort();
  process.env.E2E_SALES_SMTP_PORT = freePort();
  process.env.E2E_SALES_DATA_DIR = mkdtempSync(join(tmpdir(), 'studio-legende-e2e-sales-'));
}
const port = Number(process.env.E2E_PORT);
const root = join(import.meta.dirname, '..', '..');

export default defineConfig({
  testDir: '.',
  // Generous: the machine may be shared with other heavy jobs.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Mostly waiting on the browser: more workers than cores pay off.
  workers: 3,
  // One retry on a shared, noisy machine; a retried pass is reported as flaky in npm test's summary.
  retries: 1,
  reporter: [['line']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'nl-NL',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    // Tests tagged @phone-only or @desktop-only run at that width alone.
    {
      name: 'phone',
      grepInvert: /@desktop-only/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
    { name: 'desktop', grepInvert: /@phone-only/, use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      // As `npm start` serves it (scripts/test-e2e.mjs builds what is stale).
      command: `node --enable-source-maps api/dist/server.mjs > '${process.env.E2E_LOG_FILE}' 2>&1`,
      cwd: root,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR ?? '',
        SITE_DIR: 'site/dist',
        RATE_LIMIT_LEADS: '0',
        // One address makes every page view of the run: more than the limit a visitor meets.
        RATE_LIMIT_VISITS: '0',
        RATE_LIMIT_CHAT: '0',
        RATE_LIMIT_STAFF: '0',
        CHAT_CHUNK_DELAY_MS: '5',
        // alerts.spec.ts registers a device whose push service is on 127.0.0.1.
        PUSH_ALLOW_LOOPBACK: '1',
        LOG_LEVEL: 'trace',
      },
    },
    {
      command: 'node tests/e2e/support/fake-model.mjs',
      cwd: root,
      url: `http://127.0.0.1:${process.env.E2E_FAKE_MODEL_PORT}/stats`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { PORT: String(process.env.E2E_FAKE_MODEL_PORT) },
    },
    {
      command: 'node --enable-source-maps api/dist/server.mjs',
      cwd: root,
      url: `http://127.0.0.1:${process.env.E2E_MODEL_API_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(process.env.E2E_MODEL_API_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_MODEL_DATA_DIR ?? '',
        SITE_DIR: 'site/dist',
        RATE_LIMIT_LEADS: '0',
        RATE_LIMIT_VISITS: '0',
        RATE_LIMIT_CHAT: '0',
        OPENAI_API_KEY: 'e2e-test-key',
        OPENAI_BASE_URL: `http://127.0.0.1:${process.env.E2E_FAKE_MODEL_PORT}/v1`,
        CHAT_MODEL: 'fake',
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: 'node --enable-source-maps api/dist/server.mjs',
      cwd: root,
      url: `http://127.0.0.1:${process.env.E2E_LIVE_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(process.env.E2E_LIVE_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_LIVE_DATA_DIR ?? '',
        SITE_DIR: 'site/dist',
        RATE_LIMIT_LEADS: '0',
        RATE_LIMIT_VISITS: '0',
        RATE_LIMIT_CHAT: '0',
        CHAT_CHUNK_DELAY_MS: '5',
        RATE_LIMIT_STAFF: '0',
        CHAT_HOURS: 'always',
        LIVE_CHAT_WAIT_MS: '8000',
        LIVE_CHAT_STARTS_PER_IP: '0',
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: 'node --enable-source-maps api/dist/server.mjs',
      cwd: root,
      url: `http://127.0.0.1:${process.env.E2E_ANALYTICS_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(process.env.E2E_ANALYTICS_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_ANALYTICS_DATA_DIR ?? '',
        SITE_DIR: 'site/dist',
        RATE_LIMIT_LEADS: '0',
        RATE_LIMIT_VISITS: '0',
        RATE_LIMIT_STAFF: '0',
        ANALYTICS_MIN_GROUP_VISITORS: '1',
        // The privacy statement was built with the default: the start's warning says so, as it should.
        LOG_LEVEL: 'error',
      },
    },
    {
      command: 'node --enable-source-maps api/dist/server.mjs',
      cwd: root,
      url: `http://127.0.0.1:${process.env.E2E_SALES_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(process.env.E2E_SALES_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_SALES_DATA_DIR ?? '',
        SITE_DIR: 'site/dist',
        RATE_LIMIT_LEADS: '0',
        RATE_LIMIT_VISITS: '0',
        RATE_LIMIT_STAFF: '0',
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SALES_SMTP_PORT}`,
        LEADS_EMAIL_TO: 'team@studiolegende.nl',
        LEADS_REPLY_FROM: 'Studio Legende <antwoord@studiolegende.nl>',
        OUTBOX_BACKOFF_BASE_MS: '500',
        PUSH_ALLOW_LOOPBACK: '1',
        LOG_LEVEL: 'error',
      },
    },
  ],
});
