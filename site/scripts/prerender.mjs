// Turns the client build (dist/) and the SSR build (dist-ssr/) into one static HTML file
// per route: dist/<route>/index.html, dist/404.html, plus sitemap.xml and robots.txt.
//
// The page is complete before any script runs (everything is prerendered), so nothing may
// delay its first paint:
// - the style sheets the page shows are inlined, so its first paint needs only the HTML;
// - the code starts loading right after that first paint, from a small inline module
//   (src/boot/start.js, minified here) that is the same on every page. The modules a page
//   needs are listed on that script element.
// Both inline blocks are allowed by hash in the api's Content-Security-Policy: the hashes are
// written to dist/.csp-hashes.json (a dotfile: never served), which the api reads at start.
// dist/.deployment-facts.json records what the privacy statement states, for the same check.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transform } from 'esbuild';

const siteDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(siteDir, 'dist');
const ssrDir = join(siteDir, 'dist-ssr');
const startScriptFile = join(siteDir, 'src', 'boot', 'start.js');
/** The type of a style sheet link whose rules are inlined: not CSS, so never fetched. */
const INLINED_SHEET_TYPE = 'text/x-inlined-css';
const siteUrl = (process.env.SITE_URL?.trim() || 'https://www.studiolegende.nl').replace(/\/+$/, '');

const build = await readBuild();
const { routes, notFoundRoute } = build.server;
await build.server.preloadPages();

const startScript = await minifyStartScript();
const shell = pageShell(build.template);
/** Every distinct inline style sheet, for the CSP hashes. */
const inlineStyles = new Set();

for (const route of routes) {
  const page = renderPage(route, route.path);
  inlineStyles.add(page.css);
  writeFile(htmlFileOf(route.path), page.html);
  console.log(`prerendered ${route.path}`);
}
const notFound = renderPage(notFoundRoute, '/404');
inlineStyles.add(notFound.css);
writeFile(join(dist, '404.html'), notFound.html);
console.log('prerendered 404.html');

writeSitemapAndRobots(routes);
writeCspHashes({ scripts: [startScript], styles: [...inlineStyles] });
writeDeploymentFacts(build.server.deploymentFacts);
removeBuildOnlyFiles();

/** The HTML template, Vite's manifest and the server entry (routes and `render`). */
async function readBuild() {
  return {
    template: readFileSync(join(dist, 'index.html'), 'utf8'),
    manifest: JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')),
    server: await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href),
  };
}

/** src/boot/start.js, minified: the inline module that starts each page's code. */
async function minifyStartScript() {
  const source = readFileSync(startScriptFile, 'utf8');
  const { code } = await transform(source, { loader: 'js', format: 'esm', target: 'es2022', minify: true });
  const script = code.trim();
  if (script.toLowerCase().includes('</script')) throw new Error(`${startScriptFile} cannot be inlined.`);
  return script;
}

/** The template without the tags Vite added: each page gets its own CSS and start-up module. */
function pageShell(template) {
  const shell = template
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(/\s*<link rel="stylesheet" crossorigin href="[^"]+">/g, '');
  for (const tag of ['<script type="module" crossorigin', '<link rel="stylesheet" crossorigin', 'modulepreload'])
    if (shell.includes(tag)) throw new Error(`Unexpected ${tag} left in the template.`);
  return shell;
}

/**
 * The JS and CSS files a manifest chunk needs, its static imports included. Parts of a
 * page that hydrate later (src/app/deferred.tsx, dynamic imports inside src/pages/) are
 * in the prerendered HTML from the start, so their CSS is linked too, not their JS.
 */
function chunkFiles(manifest, key, seen = new Set(), cssOnly = false) {
  const files = { js: [], css: [] };
  // A page chunk imports the entry back: the entry's files are handled on their own.
  if (seen.has(key) || !manifest[key] || (key === 'index.html' && seen.size > 0)) return files;
  seen.add(key);
  const chunk = manifest[key];
  files.css.push(...(chunk.css ?? []).map((file) => `/${file}`));
  const deferredParts =
    key === 'index.html' ? [] : (chunk.dynamicImports ?? []).filter((imported) => imported.startsWith('src/pages/'));
  for (const [imported, onlyCss] of [
    ...(chunk.imports ?? []).map((imported) => [imported, cssOnly]),
    ...deferredParts.map((imported) => [imported, true]),
  ]) {
    const sub = chunkFiles(manifest, imported, seen, onlyCss);
    files.js.push(...sub.js);
    files.css.push(...sub.css);
  }
  // After what it imports: the start-up module evaluates the modules in this order, one per task.
  if (!cssOnly) files.js.push(`/${chunk.file}`);
  return files;
}

/** A route's files: the JS modules it starts and the style sheets it inlines, the entry's and its page's. */
function routeFiles(manifest, route) {
  const entry = chunkFiles(manifest, 'index.html');
  const entryCss = (manifest['index.html'].css ?? []).map((file) => `/${file}`);
  if (!entryCss.length) throw new Error('The entry has no style sheet in the Vite manifest.');
  const own = chunkFiles(manifest, `src/pages/${route.module}.tsx`);
  return {
    modules: [...new Set([...entry.js, ...own.js])],
    css: [...entryCss, ...[...new Set(own.css)].filter((href) => !entryCss.includes(href))],
  };
}

/** The style sheets' text, in order, as one inline block. */
function inlineCss(hrefs) {
  return hrefs
    .map((href) => {
      const css = readFileSync(join(dist, href), 'utf8').trim();
      if (css.includes('</style')) throw new Error(`${href} cannot be inlined.`);
      return css;
    })
    .join('\n');
}

/** One route's complete HTML, and the inline style sheet it carries. */
function renderPage(route, pathname) {
  const { html, head } = build.server.render(pathname, siteUrl);
  const files = routeFiles(build.manifest, route);
  const css = inlineCss(files.css);
  // The page's style sheets go inline; each also stays listed as a link, so Vite's loader
  // sees it as present when code loaded later asks for it. The entry's sheet too: fetched
  // again, its @font-face would be a new face, and text already laid out in the fallback font
  // would switch to the brand font and shift. The link's type is not CSS, so the browser never
  // fetches it (`disabled` is not enough: Chromium fetches a disabled sheet, at the highest
  // priority, beside the page's first paint).
  const tail = [
    `<style>${css}</style>`,
    ...files.css.map((href) => `<link rel="stylesheet" href="${href}" type="${INLINED_SHEET_TYPE}">`),
    `<script type="module" data-modules="${files.modules.join(' ')}">${startScript}</script>`,
  ].join('\n    ');
  return {
    css,
    html: shell
      .replace('<!--app-head-->', head)
      .replace('</head>', `  ${tail}\n  </head>`)
      .replace('<!--app-html-->', html),
  };
}

function htmlFileOf(path) {
  return path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html');
}

function writeFile(file, content) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function writeSitemapAndRobots(routes) {
  const today = new Date().toISOString().slice(0, 10);
  const urls = routes
    .map(
      (route) =>
        `  <url><loc>${siteUrl}${route.path === '/' ? '/' : route.path}</loc><lastmod>${today}</lastmod></url>`,
    )
    .join('\n');
  writeFile(
    join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  writeFile(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
}

/** The sha256 of every inline block, for the api's Content-Security-Policy. */
function writeCspHashes({ scripts, styles }) {
  const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  writeFile(
    join(dist, '.csp-hashes.json'),
    `${JSON.stringify({ 'script-src': scripts.map(sha256), 'style-src': styles.map(sha256) }, null, 2)}\n`,
  );
}

/**
 * What the privacy statement was built to say (retention, external AI provider), so the api
 * can warn at start when it runs with other settings than the ones the page states.
 */
function writeDeploymentFacts(facts) {
  if (!facts || typeof facts.retentionDays !== 'number') throw new Error('The build has no deployment facts.');
  writeFile(join(dist, '.deployment-facts.json'), `${JSON.stringify(facts, null, 2)}\n`);
}

/** The server bundle and Vite's manifest are not part of the site. */
function removeBuildOnlyFiles() {
  rmSync(ssrDir, { recursive: true, force: true });
  rmSync(join(dist, '.vite'), { recursive: true, force: true });
  if (!existsSync(join(dist, 'favicon.svg'))) throw new Error('site/public/ (favicons, manifest) was not copied.');
}
