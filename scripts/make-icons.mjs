// Draws the favicon set and the share image from the brand mark, in headless Chromium:
// favicon.ico (16, 32, 48), apple-touch-icon.png (180), icon-192/512.png, icon-maskable-512.png
// and og-image.png (1200 × 630) in site/public; and the staff area's own set for its web app
// (site/public/beheer.webmanifest): the mark on a dark tile (beheer-icon-192/512.png,
// beheer-icon-maskable-512.png, beheer-apple-touch-icon.png) and the white mark alone for the
// notification badge (beheer-badge-96.png). Run after changing site/public/favicon.svg or the texts
// of the share image (the agency's name, the free-design promise): `npm run icons`.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { agency, promises } from '@agency/content';
import { chromiumArgs, findChromium } from './browser.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'site', 'public');
const svg = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
// As data: URLs: a page set with setContent may not load file: URLs.
const fontUrl = (pkg, file) =>
  `data:font/woff2;base64,${readFileSync(join(root, 'node_modules', '@fontsource-variable', pkg, 'files', file)).toString('base64')}`;

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const page = await browser.newPage();

async function shot(html, width, height) {
  await page.setViewportSize({ width, height });
  await page.setContent(`<!doctype html><html><head><style>
    @font-face { font-family: Display; src: url(${fontUrl('bricolage-grotesque', 'bricolage-grotesque-latin-wght-normal.woff2')}); font-weight: 200 800; }
    @font-face { font-family: Body; src: url(${fontUrl('inter', 'inter-latin-wght-normal.woff2')}); font-weight: 100 900; }
    html, body { margin: 0; width: ${width}px; height: ${height}px; overflow: hidden; background: transparent; }
    svg { display: block; }
  </style></head><body>${html}</body></html>`);
  await page.evaluate(() => document.fonts.ready);
  return page.screenshot({ omitBackground: true, type: 'png' });
}

const icon = (size) => shot(svg.replace('<svg ', `<svg width="${size}" height="${size}" `), size, size);
const maskable = (size) =>
  shot(
    `<div style="width:${size}px;height:${size}px;background:#4b2ee6;display:grid;place-items:center">${svg
      .replace('<svg ', `<svg width="${size * 0.8}" height="${size * 0.8}" `)
      .replace('rx="9"', 'rx="0"')}</div>`,
    size,
    size,
  );

/** An .ico file holding PNG images (supported by every current browser). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

const icoSizes = [16, 32, 48];
writeFileSync(
  join(publicDir, 'favicon.ico'),
  ico(await Promise.all(icoSizes.map(async (size) => ({ size, png: await icon(size) })))),
);
writeFileSync(join(publicDir, 'apple-touch-icon.png'), await maskable(180));
writeFileSync(join(publicDir, 'icon-192.png'), await icon(192));
writeFileSync(join(publicDir, 'icon-512.png'), await icon(512));
writeFileSync(join(publicDir, 'icon-maskable-512.png'), await maskable(512));

// The staff area: the same mark on the dark of the site's bar, so a phone tells the two apart.
const STAFF_TILE = '#0c0d12';
const staffSvg = svg.replace('fill="#4b2ee6"', `fill="${STAFF_TILE}"`);
const staffIcon = (size) => shot(staffSvg.replace('<svg ', `<svg width="${size}" height="${size}" `), size, size);
const staffMaskable = (size) =>
  shot(
    `<div style="width:${size}px;height:${size}px;background:${STAFF_TILE};display:grid;place-items:center">${staffSvg
      .replace('<svg ', `<svg width="${size * 0.8}" height="${size * 0.8}" `)
      .replace('rx="9"', 'rx="0"')}</div>`,
    size,
    size,
  );
// A badge is drawn by the system in one colour from its alpha: the mark in white, no tile.
const badge = (size) =>
  shot(
    svg
      .replace(/<rect [^>]*\/>/, '')
      .replace('fill="#b8adff"', 'fill="#fff"')
      .replace('<svg ', `<svg width="${size}" height="${size}" `),
    size,
    size,
  );
writeFileSync(join(publicDir, 'beheer-icon-192.png'), await staffIcon(192));
writeFileSync(join(publicDir, 'beheer-icon-512.png'), await staffIcon(512));
writeFileSync(join(publicDir, 'beheer-icon-maskable-512.png'), await staffMaskable(512));
writeFileSync(join(publicDir, 'beheer-apple-touch-icon.png'), await staffMaskable(180));
writeFileSync(join(publicDir, 'beheer-badge-96.png'), await badge(96));

const og = `<div style="box-sizing:border-box;width:1200px;height:630px;padding:80px;background:#0c0d12;color:#f7f6f2;display:flex;flex-direction:column;justify-content:space-between;font-family:Body">
  <div style="display:flex;align-items:center;gap:20px;font-family:Display;font-weight:700;font-size:40px">${svg.replace('<svg ', '<svg width="64" height="64" ')}${agency.name}</div>
  <div style="font-family:Display;font-weight:700;font-size:76px;line-height:1.05;letter-spacing:-0.03em;max-width:960px">Wij maken van jouw merk een <span style="color:#b8adff">online legende</span></div>
  <div style="font-size:30px;color:#b4b6c2">WordPress · Shopify · Platformen op maat — gratis ontwerp binnen ${promises.freeDesignHours} uur</div>
</div>`;
writeFileSync(join(publicDir, 'og-image.png'), await shot(og, 1200, 630));

await browser.close();
console.log('icons written to site/public');
