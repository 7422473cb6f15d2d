import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { outputs } from './raster-images.mjs';

describe('raster renderings of the illustrations', () => {
  const files = outputs();

  it('when the illustrations are listed, then every folder has SVG sources', () => {
    expect(new Set(files.map((file) => file.source)).size).toBeGreaterThanOrEqual(11);
  });

  it('when an SVG is added or changed, then its AVIF and WebP files exist in each width and its shape (npm run images)', async () => {
    for (const { source, target, width, format } of files) {
      expect(existsSync(target), `${target} is missing: run npm run images`).toBe(true);
      const own = await sharp(source).metadata();
      const raster = await sharp(target).metadata();
      expect(raster.format === 'heif' ? 'avif' : raster.format).toBe(format);
      expect(raster.width).toBe(width);
      expect(raster.height).toBe(Math.round((width * own.height) / own.width));
    }
  });
});
