import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { chromiumArgs, findChromium } from './scripts/browser.mjs';

// Story play functions and unit tests both run in real headless Chromium. Without one,
// only the node project runs, and the reason is printed.
let executablePath: string | undefined;
try {
  executablePath = findChromium();
} catch (error) {
  console.warn(`${(error as Error).message}\nThe browser projects (storybook, unit) are left out.`);
}

const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath, args: chromiumArgs },
  }),
  instances: [{ browser: 'chromium' as const }],
});

// Pre-bundled up front: discovering these mid-run makes Vite reload the browser and
// fails the first test that imports them ("Failed to fetch dynamically imported module").
const optimizeDeps = {
  include: [
    'react',
    'react-dom',
    'react-dom/client',
    'react-router-dom',
    'react/jsx-dev-runtime',
    '@radix-ui/react-dialog',
    '@radix-ui/react-toast',
    'embla-carousel-react',
    'embla-carousel-autoplay',
    '@radix-ui/react-use-controllable-state',
    '@storybook/react-vite',
    'clsx',
    'eventsource-parser',
    'uqr',
    // The staff pages' passkeys (their page stories).
    '@simplewebauthn/browser',
  ],
};

export default defineConfig({
  test: {
    projects: [
      ...(executablePath ? browserProjects() : []),
      {
        // The api and the site's node-side code: plain Node, no browser.
        test: {
          name: 'node',
          include: [
            'api/**/*.test.ts',
            'content/src/**/*.test.ts',
            'contract/src/**/*.test.ts',
            'site/src/**/*.test.ts',
            'scripts/**/*.test.mjs',
            'ui/tokens/**/*.test.mjs',
            'tests/repo/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

function browserProjects() {
  return [
    {
      plugins: [storybookTest({ configDir: '.storybook' })],
      optimizeDeps,
      // The first story of a file also waits for Storybook's preview to load: on a busy 2-core
      // machine that alone took 15 s.
      test: { name: 'storybook', browser: browser(), testTimeout: 30_000 },
    },
    {
      plugins: [react()],
      optimizeDeps,
      test: { name: 'unit', include: ['ui/src/**/*.test.{ts,tsx}'], browser: browser() },
    },
  ];
}
