/*
 * The team picture of /about: this folder's team.svg (1200 × 800), shown as its AVIF and
 * WebP renderings (`npm run images`). To show a real photo, see "Images" in docs/site.md.
 */
import { rasterImage, type RasterImage } from '@agency/ui/Picture';

const files = import.meta.glob<string>('./team-*.{avif,webp}', { eager: true, query: '?url', import: 'default' });

export const teamImage: RasterImage = rasterImage(files, 'team', 1200, 800);
