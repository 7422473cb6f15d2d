import type { ImgHTMLAttributes } from 'react';

/** An alternative encoding of the image, offered to browsers that support its type. */
export type PictureSource = {
  /** MIME type, e.g. `image/avif`. */
  type: string;
  /** Candidates of that type, e.g. `a-400.avif 400w, a-800.avif 800w`. */
  srcSet: string;
};

/** A raster image in several widths and encodings, with its intrinsic size. */
export type RasterImage = {
  /** The fallback file (the widest WebP). */
  src: string;
  /** WebP candidates by width. */
  srcSet: string;
  /** Better encodings first (AVIF). */
  sources: readonly PictureSource[];
  width: number;
  height: number;
};

export type PictureProps = ImgHTMLAttributes<HTMLImageElement> & {
  /** Text alternative: what the picture shows. Empty (`''`) only for decoration. */
  alt: string;
  /** Intrinsic width in pixels: with `height`, it reserves the space, so nothing shifts. */
  width: number;
  /** Intrinsic height in pixels. */
  height: number;
  /** Alternative encodings (AVIF, …), tried before the `<img>`'s own `src`/`srcSet`. */
  sources?: readonly PictureSource[];
};

/**
 * An image that lets the browser pick the encoding and width it needs: a `<picture>`
 * with a `<source>` per encoding around an ordinary `<img>`, which keeps its `alt`,
 * `width`/`height`, `loading` and the class name. Decoding is asynchronous.
 */
export function Picture({ sources = [], sizes, ...image }: PictureProps) {
  const img = <img decoding="async" sizes={sizes} {...image} />;
  if (sources.length === 0) return img;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}

/**
 * The raster set of one illustration, from the files `npm run images` writes next to it
 * (`name-400.avif`, `name-800.webp`, …). `files` is an eager `import.meta.glob` of those
 * files as URLs; `width` and `height` are the illustration's intrinsic size.
 */
export function rasterImage(files: Record<string, string>, name: string, width: number, height: number): RasterImage {
  const candidates = (format: string) =>
    Object.entries(files)
      .flatMap(([path, url]) => {
        const match = new RegExp(`/${name}-(\\d+)\\.${format}$`).exec(path);
        return match ? [{ url, width: Number(match[1]) }] : [];
      })
      .sort((a, b) => a.width - b.width);
  const webp = candidates('webp');
  const avif = candidates('avif');
  const widest = webp.at(-1);
  if (!widest || avif.length === 0) throw new Error(`No AVIF and WebP files for "${name}": run npm run images.`);
  const srcSet = (list: typeof webp) => list.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', ');
  return {
    src: widest.url,
    srcSet: srcSet(webp),
    sources: [{ type: 'image/avif', srcSet: srcSet(avif) }],
    width,
    height,
  };
}
