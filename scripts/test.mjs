// `npm test`: every check the project has, in order, with one summary at the end.
// Steps: typecheck, lint, Vitest (story play tests, unit tests in Chromium, api and
// node tests), then visual regression of the built Storybook.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { findChromium } from './browser.mjs';

const visualReportDir = 'test-results/visual-report';

const bin = (name) => `node_modules/.bin/${name}`;
const reports = resolve('test-results/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

try {
  process.env.CHROMIUM_PATH = findChromium();
  console.log(`Browser: ${process.env.CHROMIUM_PATH}`);
} catch (error) {
  console.error(`\n${error.message}\n`);
  process.exit(1);
}

// The api's repository tests run against SQLite and PostgreSQL. Without TEST_DATABASE_URL,
// a PostgreSQL installed on this machine is started for them (.ci/postgres.sh); without one
// the suite fails and says to install it, like the missing browser above.
if (!process.env.TEST_DATABASE_URL && existsSync('/usr/lib/postgresql')) {
  const pg = spawnSync('bash', ['.ci/postgres.sh'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (pg.status === 0 && pg.stdout.trim()) process.env.TEST_DATABASE_URL = pg.stdout.trim();
}
process.env.REQUIRE_POSTGRES = '1';
console.log(
  process.env.TEST_DATABASE_URL
    ? 'PostgreSQL: ready for the repository tests'
    : 'PostgreSQL: not found. Install it (sudo apt-get install postgresql) or set TEST_DATABASE_URL.',
);

/** Each failed test of a Playwright JSON report: where it is, and the first lines of its first error. */
function playwrightFailures(report) {
  const failures = [];
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.find((result) => result.error)?.error?.message ?? '';
        // The report keeps the terminal's colour codes.
        const lines = stripVTControlCharacters(error)
          .split('\n')
          .filter((line) => line.trim());
        failures.push(
          `[${test.projectName}] ${spec.file}:${spec.line} ${spec.title}\n      ${lines.slice(0, 4).join('\n      ')}`,
        );
      }
    }
  };
  for (const suite of report.suites ?? []) walk(suite);
  return failures;
}

function playwrightCounts(name) {
  const report = JSON.parse(readFileSync(`${reports}/${name}.json`, 'utf8'));
  const { stats } = report;
  if (stats.flaky) console.log(`${name}: ${stats.flaky} flaky (passed on retry)`);
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    failures: playwrightFailures(report),
  };
}

const steps = [
  { name: 'typecheck', cmd: [bin('tsc'), '-b'] },
  { name: 'lint', cmd: [bin('eslint'), '.', '--max-warnings=0'] },
  { name: 'format', cmd: [bin('prettier'), '--check', '.', '--log-level', 'warn'] },
  {
    name: 'vitest (stories, unit, node)',
    cmd: [bin('vitest'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`],
    count: () => {
      const report = JSON.parse(readFileSync(`${reports}/vitest.json`, 'utf8'));
      return {
        passed: report.numPassedTests,
        failed: report.numFailedTests + (report.numTodoTests ?? 0),
        skipped: report.numPendingTests,
      };
    },
  },
  { name: 'build storybook', cmd: [bin('storybook'), 'build', '-o', 'storybook-static', '--quiet'] },
  {
    name: 'visual regression',
    // Line output for the log, JSON for the counts, and the HTML report QA reads (where it is
    // gets printed at the end).
    cmd: [
      bin('playwright'),
      'test',
      '--config',
      'tests/visual/playwright.config.ts',
      '--reporter=line,json,html,./tests/visual/report-path.ts',
    ],
    env: {
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/visual.json`,
      PLAYWRIGHT_HTML_OUTPUT_DIR: visualReportDir,
      PLAYWRIGHT_HTML_OPEN: 'never',
    },
    count: () => playwrightCounts('visual'),
  },
  {
    name: 'site end-to-end',
    cmd: ['node', 'scripts/test-e2e.mjs', '--reporter=line,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
    count: () => playwrightCounts('e2e'),
  },
];

const results = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let counts;
  try {
    counts = step.count?.();
  } catch {
    counts = undefined;
  }
  results.push({ name: step.name, ok: run.status === 0, seconds, counts });
}

console.log('\nSummary');
for (const r of results) {
  const skipped = r.counts?.skipped ? `, ${r.counts.skipped} skipped` : '';
  const counts = r.counts ? ` (${r.counts.passed} tests passed, ${r.counts.failed} failed${skipped})` : '';
  console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(30)} ${r.seconds.padStart(6)} s${counts}`);
  // Which tests failed, and why, where the end of a long log shows it.
  for (const failure of r.counts?.failures ?? []) console.log(`    ✘ ${failure}`);
}
const passed = results.reduce((n, r) => n + (r.counts?.passed ?? 0), 0);
const failed =
  results.reduce((n, r) => n + (r.counts?.failed ?? 0), 0) + results.filter((r) => !r.ok && !r.counts).length;
const ok = results.every((r) => r.ok);
if (!ok && failed === 0) console.log('A step failed without a test count: see its output above.');
console.log(`\n${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed`);
process.exit(ok ? 0 : 1);
