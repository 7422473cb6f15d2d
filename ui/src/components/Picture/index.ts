export { Picture, rasterImage } from './Picture';
export type { PictureProps, PictureSource, RasterImage } from './Picture';
