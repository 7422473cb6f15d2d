import { clsx } from 'clsx';
import { Children, isValidElement, type HTMLAttributes, type ReactNode } from 'react';
import { SiteLink } from '../LinkProvider';
import styles from './ProjectPreviewCard.module.css';

export type ProjectPreviewCardProps = Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> & {
  /**
   * The project's illustration, drawn in the page as inline SVG: the markup inside an `<svg>`
   * whose view box is `width` × `height` (our own, trusted files, their ids unique in the page;
   * see `projectPreviewImage`). Inline, the hero's first paint waits for no request and the
   * browser sets up no separate SVG document per image.
   */
  illustration: string;
  /** Text alternative of the illustration. */
  alt: string;
  /** Width of the illustration's view box. Default 800. */
  width?: number;
  /** Height of the illustration's view box. Default 600. */
  height?: number;
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
 * A project preview for the home hero: illustration, title and category. It enlarges
 * on hover and, when it is a link, on keyboard focus (not with reduced motion).
 */
export function ProjectPreviewCard({
  illustration,
  alt,
  width = 800,
  height = 600,
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
        <svg
          className={styles.image}
          role="img"
          aria-label={alt}
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          preserveAspectRatio="xMidYMid slice"
          dangerouslySetInnerHTML={{ __html: illustration }}
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
