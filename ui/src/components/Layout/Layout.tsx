import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './Layout.module.css';

export type ContainerProps = HTMLAttributes<HTMLDivElement> & {
  /** `default`: the page width (var(--container-max)); `narrow`: a reading width for text-heavy blocks. */
  width?: 'default' | 'narrow';
  children?: ReactNode;
};

/** Centres content at the page width and keeps the side gutters (var(--container-gutter)) on every screen. */
export function Container({ width = 'default', className, children, ...rest }: ContainerProps) {
  return (
    <div {...rest} className={clsx(styles.container, className)} data-width={width}>
      {children}
    </div>
  );
}

export type SectionTone = 'paper' | 'surface' | 'sunken' | 'inverse';

export type SectionProps = HTMLAttributes<HTMLElement> & {
  /** Background of the band: `paper` (page), `surface` (white), `sunken` (warm grey) or `inverse` (dark, light text). */
  tone?: SectionTone;
  /** Anchor target, e.g. `diensten` for `#diensten`. */
  id?: string;
  /** Id of the heading that names this section; a named section becomes a region landmark. */
  'aria-labelledby'?: string;
  /** Wrap the children in a `Container`. Set to false for full-bleed content (carousels). */
  contained?: boolean;
  /** Vertical padding: `default` is var(--space-section); `compact` halves it. */
  spacing?: 'default' | 'compact';
  children?: ReactNode;
};

/**
 * A horizontal band of the page with the vertical rhythm of the design system
 * (var(--space-section)) and one of four tones. It sets `--section-*` custom
 * properties that `SectionHeading` and other content read, so text stays AA on every tone.
 */
export function Section({
  tone = 'paper',
  contained = true,
  spacing = 'default',
  className,
  children,
  ...rest
}: SectionProps) {
  return (
    <section {...rest} className={clsx(styles.section, className)} data-tone={tone} data-spacing={spacing}>
      {contained ? <Container>{children}</Container> : children}
    </section>
  );
}

export type SectionHeadingProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  /** Short label above the title, e.g. 'Wat wij doen'. */
  eyebrow?: ReactNode;
  /** The heading text. */
  title: ReactNode;
  /** Heading level; choose it so the page's heading order has no gaps. The size follows the level. */
  as?: 'h1' | 'h2' | 'h3';
  /** Id of the heading element, to name a `Section` with `aria-labelledby`. */
  headingId?: string;
  /** A sentence or two under the title. */
  intro?: ReactNode;
  /** Alignment of the block. */
  align?: 'start' | 'center';
};

/** Eyebrow, title and intro text that open a section. */
export function SectionHeading({
  eyebrow,
  title,
  as: Heading = 'h2',
  headingId,
  intro,
  align = 'start',
  className,
  ...rest
}: SectionHeadingProps) {
  return (
    <div {...rest} className={clsx(styles.heading, className)} data-align={align} data-level={Heading}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading id={headingId} className={styles.title}>
        {title}
      </Heading>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </div>
  );
}
