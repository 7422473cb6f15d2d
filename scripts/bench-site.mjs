// `npm run bench:site`: Lighthouse 12 (mobile, default simulated throttling) on every route
// of the production build, served by the api server as `npm start` serves it; 3 runs per
// route, medians in a table, plus the JavaScript each route loads before any interaction.
// Budgets (issue 3): 100/100/100/100, LCP <= 1.2 s, CLS 0, TBT <= 50 ms, home JS <= 100 KB
// gzip and every other route less. Exits 1 when a budget is missed.
// The host's floor is measured the same way: a page of one heading and one paragraph, served
// by a bare HTTP server. Where even that scores under 100 (a slow or busy host, a browser that
// does more per navigation), the TBT above the floor is the site's own main-thread work.
// A second table splits each route's TBT by the kind of work that made it (render,
// modules, scripts, …) and names what the simulated first paint waited for
// (scripts/lantern-breakdown.mjs): where to look before trying to make a route faster.
//   npm run bench:site                 all routes, 3 runs each
//   RUNS=1 npm run bench:site / /faq   only these routes, 1 run
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { findChromium } from './browser.mjs';
import { buildIfStale } from './freshness.mjs';
import { blockingBreakdown, kinds } from './lantern-breakdown.mjs';

const runs = Number(process.env.RUNS ?? 3);

// The same build `npm start` serves: the site and the bundled api, rebuilt when stale.
buildIfStale();

// Every route of the sitemap the build wrote (Lighthouse refuses to audit a 404 page), or those named.
const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [...readFileSync('site/dist/sitemap.xml', 'utf8').matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map(
      ([, path]) => (path.length > 1 ? path.replace(/\/$/, '') : path),
    );

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'studio-legende-bench-'));
const server = spawn(process.execPath, ['--enable-source-maps', 'api/dist/server.mjs'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_LEADS: '0',
    RATE_LIMIT_CHAT: '0',
  },
  stdio: 'inherit',
});
// The floor: the smallest page Lighthouse audits fully (a language, a viewport, a title and a
// description), nothing of the site's.
const floorPage = `<!doctype html><html lang="nl"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Ondergrens</title>
<meta name="description" content="Een lege pagina om de meetomgeving te ijken."></head>
<body><h1>Ondergrens</h1><p>Een kop en een alinea, verder niets.</p></body></html>`;
// In a process of its own: Lighthouse runs synchronously here, and would block a server in this one.
const floorServer = spawn(
  process.execPath,
  [
    '-e',
    `require('node:http').createServer((request, response) => {
       if (request.url !== '/') return void response.writeHead(404).end();
       response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(process.env.FLOOR_PAGE);
     }).listen(0, '127.0.0.1', function () { console.log(this.address().port); });`,
  ],
  { env: { ...process.env, FLOOR_PAGE: floorPage }, stdio: ['ignore', 'pipe', 'inherit'] },
);
const floorPort = await new Promise((resolve) =>
  floorServer.stdout.once('data', (data) => resolve(String(data).trim())),
);
const floorUrl = `http://127.0.0.1:${floorPort}/`;

const stop = () => {
  floorServer.kill('SIGTERM');
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i += 1) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 120) throw new Error('The api server did not start.');
  await new Promise((resolve) => setTimeout(resolve, 250));
}

const chrome = findChromium();
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
/** Gzip size (level 6, what the server sends) of a file of the build, by its URL. */
const gzipOf = (url) => {
  try {
    return gzipSync(readFileSync(join('site/dist', new URL(url).pathname)), { level: 6 }).length;
  } catch {
    return 0;
  }
};

/**
 * One Lighthouse run; a run that fails on its own (e.g. NO_NAVSTART) is tried again. Given
 * `artifactDir`, its artifacts (trace, network log) are kept there for the blocking time's breakdown.
 */
function lighthouse(url, artifactDir, attempt = 1) {
  const run = spawnSync(
    'node_modules/.bin/lighthouse',
    [
      url,
      ...(artifactDir ? [`-GA=${artifactDir}`] : []),
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.status !== 0) {
    if (attempt < 3) return lighthouse(url, artifactDir, attempt + 1);
    throw new Error(`lighthouse failed for ${url}:\n${run.stderr}`);
  }
  const report = JSON.parse(run.stdout);
  const scripts = report.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script');
  return {
    performance: report.categories.performance.score * 100,
    accessibility: report.categories.accessibility.score * 100,
    bestPractices: report.categories['best-practices'].score * 100,
    seo: report.categories.seo.score * 100,
    lcp: report.audits['largest-contentful-paint'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    benchmarkIndex: report.environment.benchmarkIndex,
    jsGzip: scripts.reduce((sum, item) => sum + gzipOf(item.url), 0),
    jsTransfer: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    failing: Object.values(report.audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 1 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'manual' &&
          audit.scoreDisplayMode !== 'notApplicable',
      )
      .map((audit) => audit.id),
  };
}

const rows = [];
let chat = [];
let floor;
try {
  const floorRuns = Array.from({ length: runs }, () => lighthouse(floorUrl));
  floor = {
    performance: median(floorRuns.map((result) => result.performance)),
    tbt: median(floorRuns.map((result) => result.tbt)),
    benchmarkIndex: median(floorRuns.map((result) => result.benchmarkIndex)),
  };
  console.log(
    `floor: perf ${floor.performance}, TBT ${Math.round(floor.tbt)} ms, benchmark index ${floor.benchmarkIndex}`,
  );
  for (const route of routes) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const artifactDir = join(dataDir, `lighthouse-${rows.length}-${i}`);
      const result = lighthouse(`${base}${route}`, artifactDir);
      result.breakdown = await blockingBreakdown(artifactDir);
      rmSync(artifactDir, { recursive: true, force: true });
      results.push(result);
    }
    const pick = (key) => median(results.map((result) => result[key]));
    rows.push({
      route,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcp: pick('lcp'),
      cls: pick('cls'),
      tbt: pick('tbt'),
      jsGzip: pick('jsGzip'),
      jsTransfer: pick('jsTransfer'),
      failing: [...new Set(results.flatMap((result) => result.failing))],
      // Means, so that they add up to the mean TBT (the table above shows medians).
      blocking: Object.fromEntries(
        kinds.map((kind) => [kind, results.reduce((sum, result) => sum + result.breakdown.byKind[kind], 0) / runs]),
      ),
      fcpWaitedFor: results.map((result) => result.breakdown.fcpWaitedFor),
    });
    const row = rows.at(-1);
    console.log(
      `${route}: perf ${row.performance}, a11y ${row.accessibility}, bp ${row.bestPractices}, seo ${row.seo}, LCP ${Math.round(row.lcp)} ms`,
    );
  }
  chat = await measureChat();
} finally {
  stop();
}

/** The JavaScript the chat adds when the visitor opens it on the home page (gzip), file by file. */
async function measureChat() {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chrome });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const loaded = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') loaded.push(request.url());
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    const before = loaded.length;
    await page.getByRole('button', { name: /^Chat openen/ }).click();
    await page.getByRole('dialog', { name: 'AI Assistent' }).waitFor();
    await page.waitForLoadState('networkidle');
    return loaded.slice(before).map((url) => ({ file: new URL(url).pathname, gzip: gzipOf(url) }));
  } finally {
    await browser.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const home = rows.find((row) => row.route === '/');
const problems = [];
console.log(`\nLighthouse 12 mobile, median of ${runs} run(s) per route\n`);
console.log(
  `Host floor (one heading, one paragraph): perf ${floor.performance}, TBT ${Math.round(floor.tbt)} ms; ` +
    `Lighthouse benchmark index ${floor.benchmarkIndex} (its 4x slowdown assumes about 1,500).\n`,
);
console.log('| route | perf | a11y | best pr. | SEO | LCP | CLS | TBT | TBT over floor | JS gzip | JS transferred |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of rows) {
  console.log(
    `| ${row.route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${(row.lcp / 1000).toFixed(2)} s | ${row.cls.toFixed(3)} | ${Math.round(row.tbt)} ms | ${Math.round(Math.max(0, row.tbt - floor.tbt))} ms | ${kb(row.jsGzip)} | ${kb(row.jsTransfer)} |`,
  );
  for (const key of ['performance', 'accessibility', 'bestPractices', 'seo']) {
    if (row[key] < 100 && !(key === 'seo' && row.route === '/bestaat-niet'))
      problems.push(`${row.route}: ${key} ${row[key]}`);
  }
  if (row.lcp > 1200) problems.push(`${row.route}: LCP ${Math.round(row.lcp)} ms`);
  if (row.cls > 0) problems.push(`${row.route}: CLS ${row.cls}`);
  if (row.tbt > 50) problems.push(`${row.route}: TBT ${Math.round(row.tbt)} ms`);
  if (row.route === '/' && row.jsGzip > 100 * 1024) problems.push(`/: JS ${kb(row.jsGzip)}`);
  if (home && row.route !== '/' && row.jsGzip > home.jsGzip) problems.push(`${row.route}: JS ${kb(row.jsGzip)} > home`);
  if (row.failing.length) console.log(`    ${row.route} audits below 1: ${row.failing.join(', ')}`);
}
console.log(
  "\nWhere the blocking time comes from: Lighthouse's simulation recomputed from each run's trace " +
    '(scripts/lantern-breakdown.mjs), mean ms per run by what the task did, and what the simulated ' +
    'first contentful paint waited for last in each run.\n',
);
console.log(`| route | ${kinds.join(' | ')} | FCP waited for |`);
console.log(`| --- | ${kinds.map(() => '---').join(' | ')} | --- |`);
for (const row of rows) {
  const waited = [...new Set(row.fcpWaitedFor)]
    .map((what) => `${what.replace('/assets/', '')} ×${row.fcpWaitedFor.filter((other) => other === what).length}`)
    .join(', ');
  console.log(`| ${row.route} | ${kinds.map((kind) => Math.round(row.blocking[kind])).join(' | ')} | ${waited} |`);
}
const chatTotal = chat.reduce((sum, item) => sum + item.gzip, 0);
console.log(
  `\nChat: opening it loads ${kb(chatTotal)} gzip more (${chat.map((item) => `${item.file.replace('/assets/', '')} ${kb(item.gzip)}`).join(', ') || 'nothing'})`,
);
// The staff area's first load (issue 24: at most 150 KB gzip of JavaScript): the scripts its
// page links, and what those import at once (Vite writes the static imports as modulepreload
// links or bundles them into the entry).
const staffPage = readFileSync('site/dist/beheer.html', 'utf8');
const staffScripts = [...staffPage.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(([, file]) => file);
const staffGzip = staffScripts.reduce((sum, file) => sum + gzipOf(`${base}${file}`), 0);
console.log(`Staff area (/beheer): ${kb(staffGzip)} gzip of JavaScript at first load (${staffScripts.length} file(s))`);
if (staffGzip > 150 * 1024) problems.push(`/beheer: JS ${kb(staffGzip)} > 150 KB`);

console.log(problems.length ? `\nOver budget:\n  ${problems.join('\n  ')}` : '\nEvery budget met.');
if (floor.performance < 100 || floor.tbt > 50)
  console.log(
    `\nThis host's floor misses the budget itself (perf ${floor.performance}, TBT ${Math.round(floor.tbt)} ms for an ` +
      'empty page): the performance and TBT figures above are not comparable with a host where it scores 100.',
  );
process.exit(problems.length ? 1 : 0);
