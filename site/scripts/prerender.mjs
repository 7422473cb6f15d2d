// Turns the client build (dist/) and the SSR build (dist-ssr/) into one static HTML file
// per route: dist/<route>/index.html, dist/404.html, plus sitemap.xml and robots.txt.
// Each page carries the style sheet inline and loads its code after the first paint.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const siteDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(siteDir, 'dist');
const ssrDir = join(siteDir, 'dist-ssr');
const siteUrl = (process.env.SITE_URL?.trim() || 'https://www.studiolegende.nl').replace(/\/+$/, '');

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const server = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
await server.preloadPages();

/**
 * The JS and CSS files a manifest chunk needs, its static imports included. Parts of a
 * page that hydrate later (src/app/deferred.tsx, dynamic imports inside src/pages/) are
 * in the prerendered HTML from the start, so their CSS is linked too, not their JS.
 */
function chunkFiles(key, seen = new Set(), cssOnly = false) {
  const files = { js: [], css: [] };
  // A page chunk imports the entry back: the entry's files are handled on their own.
  if (seen.has(key) || !manifest[key] || (key === 'index.html' && seen.size > 0)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!cssOnly) files.js.push(`/${chunk.file}`);
  files.css.push(...(chunk.css ?? []).map((file) => `/${file}`));
  const deferredParts =
    key === 'index.html' ? [] : (chunk.dynamicImports ?? []).filter((imported) => imported.startsWith('src/pages/'));
  for (const [imported, onlyCss] of [
    ...(chunk.imports ?? []).map((imported) => [imported, cssOnly]),
    ...deferredParts.map((imported) => [imported, true]),
  ]) {
    const sub = chunkFiles(imported, seen, onlyCss);
    files.js.push(...sub.js);
    files.css.push(...sub.css);
  }
  return files;
}

const entry = chunkFiles('index.html');
// The page is complete before any script runs (everything is prerendered), so nothing may
// delay its first paint:
// - the style sheets the page shows are inlined, so its first paint needs only the HTML;
// - the code starts loading right after that first paint, from a small inline module that
//   is the same on every page. The modules a page needs are listed on that script element.
// Both inline blocks are allowed by hash in the api's Content-Security-Policy: the hashes are
// written to dist/.csp-hashes.json (a dotfile: never served), which the api reads at start.
const entryCss = (manifest['index.html'].css ?? []).map((file) => `/${file}`);
if (!entryCss.length) throw new Error('The entry has no style sheet in the Vite manifest.');
const readCss = (href) => {
  const css = readFileSync(join(dist, href), 'utf8').trim();
  if (css.includes('</style')) throw new Error(`${href} cannot be inlined.`);
  return css;
};
/** Every distinct inline style sheet, for the CSP hashes. */
const inlineStyles = new Set();
const bootstrap = [
  "const list = document.querySelector('script[data-modules]').dataset.modules.split(' ');",
  'let started = false;',
  'const start = () => {',
  '  if (started) return;',
  '  started = true;',
  '  for (const url of list) import(url);',
  // The web manifest is for installing the site, never for showing it: linked after the
  // first paint, its request does not compete with the page's.
  "  const manifest = document.createElement('link');",
  "  manifest.rel = 'manifest';",
  "  manifest.href = '/site.webmanifest';",
  '  document.head.append(manifest);',
  '};',
  // rAF waits while the tab is hidden: the timer still starts the page then.
  'requestAnimationFrame(() => setTimeout(start));',
  'setTimeout(start, 1000);',
].join('\n');
const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const withoutViteTags = (html) =>
  html
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(/\s*<link rel="stylesheet" crossorigin href="[^"]+">/g, '');
const shell = withoutViteTags(template);
for (const tag of ['<script type="module" crossorigin', '<link rel="stylesheet" crossorigin', 'modulepreload'])
  if (shell.includes(tag)) throw new Error(`Unexpected ${tag} left in the template.`);

function page(route, pathname) {
  const { html, head } = server.render(pathname, siteUrl);
  const own = chunkFiles(`src/pages/${route.module}.tsx`);
  const modules = [...new Set([...entry.js, ...own.js])];
  // The page's style sheets go inline; each also stays listed as a disabled link (never
  // fetched), so Vite's loader sees it as present when code loaded later asks for it. The
  // entry's sheet too: fetched again, its @font-face would be a new face, and text already
  // laid out in the fallback font would switch to the brand font and shift.
  const pageCss = [...new Set(own.css)].filter((href) => !entryCss.includes(href));
  const inlined = [...entryCss, ...pageCss];
  const css = inlined.map(readCss).join('\n');
  inlineStyles.add(css);
  const tail = [
    `<style>${css}</style>`,
    ...inlined.map((href) => `<link rel="stylesheet" href="${href}" disabled>`),
    `<script type="module" data-modules="${modules.join(' ')}">${bootstrap}</script>`,
  ].join('\n    ');
  return shell
    .replace('<!--app-head-->', head)
    .replace('</head>', `  ${tail}\n  </head>`)
    .replace('<!--app-html-->', html);
}

function write(file, content) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

for (const route of server.routes) {
  const file = route.path === '/' ? join(dist, 'index.html') : join(dist, route.path.slice(1), 'index.html');
  write(file, page(route, route.path));
  console.log(`prerendered ${route.path}`);
}
write(join(dist, '404.html'), page(server.notFoundRoute, '/404'));
console.log('prerendered 404.html');

const today = new Date().toISOString().slice(0, 10);
const urls = server.routes
  .map(
    (route) => `  <url><loc>${siteUrl}${route.path === '/' ? '/' : route.path}</loc><lastmod>${today}</lastmod></url>`,
  )
  .join('\n');
write(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
);
write(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);

write(
  join(dist, '.csp-hashes.json'),
  `${JSON.stringify({ 'script-src': [sha256(bootstrap)], 'style-src': [...inlineStyles].map(sha256) }, null, 2)}\n`,
);

// Build-only files: the server bundle and Vite's manifest are not part of the site.
rmSync(ssrDir, { recursive: true, force: true });
rmSync(join(dist, '.vite'), { recursive: true, force: true });
if (!existsSync(join(dist, 'favicon.svg'))) throw new Error('site/public/ (favicons, manifest) was not copied.');
