import { clsx } from 'clsx';
import type { HTMLAttributes, ImgHTMLAttributes } from 'react';
import { Picture, type PictureSource } from '../Picture';
import styles from './PortfolioCard.module.css';

export type PortfolioCardProps = Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> & {
  /** URL of the project image (4:3, e.g. 800 × 600). */
  src: string;
  /** Text alternative of the image: what the design shows, not "afbeelding van". */
  alt: string;
  /** Intrinsic width of the image in pixels, against layout shift. Default 800. */
  width?: number;
  /** Intrinsic height of the image in pixels. Default 600. */
  height?: number;
  /** Native lazy loading. Default `lazy`; use `eager` for a card that is in view on load. */
  loading?: ImgHTMLAttributes<HTMLImageElement>['loading'];
  /** The image's `sizes`, for responsive `srcSet`s. */
  sizes?: string;
  /** Responsive image candidates. */
  srcSet?: string;
  /** Alternative encodings (AVIF) of the image; spread a `RasterImage` to pass `src`, `srcSet` and these. */
  sources?: readonly PictureSource[];
  /** Project title, e.g. `Bakkerij De Gouden Korst`. */
  title: string;
  /** Category shown as a badge, e.g. `WordPress`. */
  category: string;
  /** Heading level of the title, so it fits the page outline. Default 3 (under a section's h2). */
  headingLevel?: 2 | 3 | 4;
};

/** A portfolio project: its image, title and category badge. Used as a carousel slide. */
export function PortfolioCard({
  src,
  alt,
  width = 800,
  height = 600,
  loading = 'lazy',
  sizes,
  srcSet,
  sources,
  title,
  category,
  headingLevel = 3,
  className,
  ...rest
}: PortfolioCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article {...rest} className={clsx(styles.card, className)}>
      <div className={styles.media}>
        <Picture
          className={styles.image}
          src={src}
          srcSet={srcSet}
          sizes={sizes}
          alt={alt}
          width={width}
          height={height}
          loading={loading}
          sources={sources}
        />
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.category}>{category}</p>
      </div>
    </article>
  );
}
