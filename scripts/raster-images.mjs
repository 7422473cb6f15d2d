// Renders the SVG illustrations to AVIF and WebP at two widths, next to their sources:
// `restaurant-de-waag.svg` → `restaurant-de-waag-400.avif`, `-800.avif`, `-400.webp`, `-800.webp`.
// Pages show the raster files: the browser decodes them off the main thread, where each
// SVG image would be a small document to parse, style and lay out on it.
// Run after changing or adding an illustration: `npm run images`. The output is committed.
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Each folder of illustrations and the widths to render (the widest is the SVG's own width).
 * Not the hero previews (ui/src/assets/previews): they are data URLs in the HTML, so the
 * first screen waits for no image request.
 */
export const imageSets = [
  { dir: 'ui/src/assets/portfolio', widths: [400, 800] },
  { dir: 'site/src/assets', widths: [600, 1200] },
];

const formats = {
  avif: (image) => image.avif({ quality: 60, effort: 6 }),
  webp: (image) => image.webp({ quality: 80, effort: 6 }),
};

/** Every file this script writes, with the SVG it comes from. */
export function outputs() {
  const list = [];
  for (const { dir, widths } of imageSets) {
    for (const file of readdirSync(join(root, dir)).filter((name) => name.endsWith('.svg'))) {
      const source = join(root, dir, file);
      for (const width of widths)
        for (const format of Object.keys(formats))
          list.push({ source, width, format, target: join(root, dir, `${basename(file, '.svg')}-${width}.${format}`) });
    }
  }
  return list;
}

// Imported by the tests for the list of files; run as a script, it writes them.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { default: sharp } = await import('sharp');
  /** The SVG's own width, read once per file. */
  const ownWidths = new Map();
  for (const { source, width, format, target } of outputs()) {
    if (!ownWidths.has(source)) ownWidths.set(source, (await sharp(source).metadata()).width ?? width);
    const own = ownWidths.get(source);
    // Render the vector at the target size (density scales it), not a large bitmap scaled down.
    const image = sharp(source, { density: (72 * width) / own }).resize(width);
    writeFileSync(target, await formats[format](image).toBuffer());
    console.log(`${target.slice(root.length + 1)} ${(statSync(target).size / 1024).toFixed(1)} KB`);
  }
}
