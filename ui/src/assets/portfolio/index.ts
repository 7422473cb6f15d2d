/*
 * Ten original illustrations of client websites (800 × 600, mock browser windows), one per
 * portfolio project. Their titles and text alternatives are content, not design system:
 * the portfolio table in @agency/content names each project's illustration by its id
 * (the SVG's file name in this folder).
 */
import { rasterImage, type RasterImage } from '../../components/Picture/Picture';

/** The AVIF and WebP renderings of the SVG sources in this folder (`npm run images`). */
const files = import.meta.glob<string>('./*.{avif,webp}', { eager: true, query: '?url', import: 'default' });

/** A portfolio illustration in AVIF and WebP, 400 and 800 pixels wide, by its id. Throws for an unknown id. */
export function portfolioImage(id: string): RasterImage {
  return rasterImage(files, id, 800, 600);
}
