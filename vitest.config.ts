import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { chromiumArgs, findChromium } from './scripts/browser.mjs';

// Story play functions and unit tests both run in real headless Chromium.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  }),
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: { name: 'storybook', browser: browser() },
      },
      {
        plugins: [react()],
        test: { name: 'unit', include: ['ui/src/**/*.test.{ts,tsx}'], browser: browser() },
      },
      {
        // The api and the site's node-side code: plain Node, no browser.
        test: {
          name: 'node',
          include: ['api/**/*.test.ts', 'site/src/**/*.node.test.ts', 'scripts/**/*.test.mjs'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
