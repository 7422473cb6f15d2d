// Turns the client build (dist/) and the SSR build (dist-ssr/) into one static HTML file
// per route: dist/<route>/index.html, dist/404.html, plus sitemap.xml and robots.txt.
// Each page links its own CSS, preloads its own JS chunk and the Latin fonts.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
const fonts = readdirSync(join(dist, 'assets'))
  .filter((file) => /^(inter|bricolage-grotesque)-latin-wght-normal-.*\.woff2$/.test(file))
  .map((file) => `/assets/${file}`);
if (fonts.length !== 2) throw new Error(`Expected the two Latin fonts in dist/assets, found: ${fonts.join(', ')}`);

// The page is readable before any script runs (everything is prerendered): scripts load
// at low priority, so they do not compete with the style sheet and the fonts.
const lowPriorityScripts = process.env.SCRIPT_PRIORITY !== 'high';
const preloadFonts = process.env.PRELOAD_FONTS === '1';
const deprioritise = (html) =>
  html
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      '<script type="module" crossorigin src="$1" fetchpriority="low"></script>',
    )
    .replace(
      /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
      '<link rel="modulepreload" crossorigin href="$1" fetchpriority="low">',
    );

function page(route, pathname) {
  const { html, head } = server.render(pathname, siteUrl);
  const own = chunkFiles(`src/pages/${route.module}.tsx`);
  const js = own.js.filter((file) => !entry.js.includes(file));
  const css = [...new Set(own.css)].filter((file) => !entry.css.includes(file));
  const headTags = [
    head,
    ...(preloadFonts ? fonts : []).map(
      (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`,
    ),
  ].join('\n    ');
  const tail = [
    ...css.map((href) => `<link rel="stylesheet" crossorigin href="${href}" />`),
    ...js.map((href) => `<link rel="modulepreload" crossorigin href="${href}" fetchpriority="low" />`),
  ].join('\n    ');
  return (lowPriorityScripts ? deprioritise(template) : template)
    .replace('<!--app-head-->', headTags)
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

// Build-only files: the server bundle and Vite's manifest are not part of the site.
rmSync(ssrDir, { recursive: true, force: true });
rmSync(join(dist, '.vite'), { recursive: true, force: true });
if (!existsSync(join(dist, 'favicon.svg'))) throw new Error('site/public/ (favicons, manifest) was not copied.');
