// Writes a brotli (.br) and a gzip (.gz) copy next to every text file under dist/assets/, the
// last step of the build. The api serves these as they are (express-static-gzip): a visitor's
// browser gets the smaller brotli file, and the server spends no CPU compressing the same
// JavaScript on every request while the browser it answers is busy starting the page.
// A copy that would not be smaller than the file is not written.
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'assets');
/** Text formats; fonts and images are compressed already. */
const TEXT = new Set(['.js', '.css', '.svg', '.json']);

let files = 0;
let saved = 0;
for (const name of readdirSync(assets)) {
  const file = join(assets, name);
  if (name.endsWith('.br') || name.endsWith('.gz')) {
    rmSync(file); // a copy left by an earlier build; written again below when its file remains
    continue;
  }
  if (!TEXT.has(extname(name))) continue;
  const source = readFileSync(file);
  const copies = {
    br: brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz: gzipSync(source, { level: constants.Z_BEST_COMPRESSION }),
  };
  for (const [extension, copy] of Object.entries(copies)) {
    if (copy.length >= source.length) continue;
    writeFileSync(`${file}.${extension}`, copy);
    if (extension === 'br') saved += source.length - copy.length;
  }
  files += 1;
}
console.log(`precompressed ${files} files under dist/assets (brotli saves ${Math.round(saved / 1024)} KB)`);
