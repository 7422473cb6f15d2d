import { clsx } from 'clsx';
import { Children, isValidElement, type HTMLAttributes, type ImgHTMLAttributes, type ReactNode } from 'react';
import { SiteLink } from '../LinkProvider';
import { Picture, type PictureSource } from '../Picture';
import styles from './ProjectPreviewCard.module.css';

export type ProjectPreviewCardProps = Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> & {
  /** URL of the project image (4:3, e.g. 800 × 600). */
  src: string;
  /** Text alternative of the image. */
  alt: string;
  /** Intrinsic width of the image in pixels. Default 800. */
  width?: number;
  /** Intrinsic height of the image in pixels. Default 600. */
  height?: number;
  /** Native loading. Default `eager`: the previews sit in the hero, in view on load. */
  loading?: ImgHTMLAttributes<HTMLImageElement>['loading'];
  /** The image's `sizes`, for responsive `srcSet`s. */
  sizes?: string;
  /** Responsive image candidates. */
  srcSet?: string;
  /** Alternative encodings (AVIF) of the image; spread a `RasterImage` to pass `src`, `srcSet` and these. */
  sources?: readonly PictureSource[];
  /** Project title, e.g. `Atelier Noord`. */
  title: string;
  /** Category, e.g. `Shopify`. */
  category: string;
  /** Makes the whole card a link (internal paths go through the site's router link, see LinkProvider). */
  href?: string;
  /** `dark` (default) for the dark hero, `light` for light sections. */
  tone?: 'dark' | 'light';
};

/**
 * A project preview for the home hero: image, title and category. It enlarges
 * on hover and, when it is a link, on keyboard focus (not with reduced motion).
 */
export function ProjectPreviewCard({
  src,
  alt,
  width = 800,
  height = 600,
  loading = 'eager',
  sizes,
  srcSet,
  sources,
  title,
  category,
  href,
  tone = 'dark',
  className,
  ...rest
}: ProjectPreviewCardProps) {
  const shared = {
    className: clsx(styles.card, className),
    'data-tone': tone,
  };
  const content = (
    <>
      <span className={styles.media}>
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
      </span>
      <span className={styles.caption}>
        <span className={styles.title}>{title}</span>
        <span className={styles.category}>{category}</span>
      </span>
    </>
  );

  if (href) {
    return (
      <SiteLink {...(rest as HTMLAttributes<HTMLAnchorElement>)} {...shared} href={href}>
        {content}
      </SiteLink>
    );
  }
  return (
    <div {...(rest as HTMLAttributes<HTMLDivElement>)} {...shared}>
      {content}
    </div>
  );
}

export type ProjectPreviewListProps = HTMLAttributes<HTMLUListElement> & {
  /** The preview cards (usually three `ProjectPreviewCard`s); each is put in a list item. */
  children: ReactNode;
};

/**
 * Lays out the hero's project previews: one large and two small on small
 * screens, three staggered columns from medium screens up.
 */
export function ProjectPreviewList({ children, className, ...rest }: ProjectPreviewListProps) {
  return (
    <ul {...rest} className={clsx(styles.list, className)}>
      {Children.toArray(children).map((child, i) => (
        <li key={isValidElement(child) && child.key !== null ? child.key : i} className={styles.item}>
          {child}
        </li>
      ))}
    </ul>
  );
}
