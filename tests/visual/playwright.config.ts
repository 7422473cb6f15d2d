import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, findChromium } from '../../scripts/browser.mjs';
import { storybookPort, visualReportDir, visualTolerance, visualWidths } from './tolerance';

// Visual regression of every story in the built Storybook (storybook-static/),
// at the three breakpoint widths, against baselines committed in __screenshots__/.
// Update them with: npm run test:visual:update
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{projectName}/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  // One retry: on a loaded machine a story can still be settling; a retried pass is
  // reported as flaky in the summary, a real difference fails both attempts.
  retries: 1,
  // A line per test on the console (one line in all in CI), and an HTML report for QA: for
  // each difference the baseline, the new screenshot and the diff, side by side or as a slider.
  reporter: [
    process.env.CI ? ['line'] : ['list'],
    ['html', { outputFolder: '../../' + visualReportDir, open: 'never' }],
    ['./report-path.ts'],
  ],
  // A whole page with a dialog open can take more than 30 s on a loaded machine.
  timeout: 60_000,
  expect: {
    // A whole page's screenshot on a loaded machine can take more than the default 5 s.
    timeout: 20_000,
    toHaveScreenshot: {
      ...visualTolerance,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      stylePath: fileURLToPath(new URL('./screenshot.css', import.meta.url)),
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${storybookPort}`,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: visualWidths.map(({ name, width, height }) => ({
    name,
    use: { viewport: { width, height }, deviceScaleFactor: 1 },
    // The tolerance check needs one width only.
    testIgnore: name === 'large' ? [] : ['tolerance.spec.ts'],
    // At the tablet width only what lays itself out differently there: the pages, the patterns
    // and the site's frame (nav bar, footer, layout). A component on its own, and the staff area
    // (used on a phone and at a desk), is reviewed at the phone and desktop widths; this keeps
    // the whole run within CI's time.
    ...(name === 'medium' ? { grep: /(^|\s)(Pagina's\/|Patronen\/|Componenten\/(NavBar|Footer|Layout)\s)/ } : {}),
  })),
  webServer: {
    command: `node scripts/serve-static.mjs storybook-static ${storybookPort}`,
    cwd: '../..',
    url: `http://127.0.0.1:${storybookPort}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
