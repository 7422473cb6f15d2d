// What the cards share (not exported from the package): the top of a card, its icon and title.
import type { ReactNode } from 'react';

/**
 * A card's decorative icon, when it has one (hidden from assistive technology), then its
 * title as a heading of `headingLevel`.
 */
export function CardTop({
  icon,
  title,
  headingLevel,
  styles,
}: {
  icon?: ReactNode;
  title: ReactNode;
  headingLevel: 2 | 3 | 4 | 5 | 6;
  /** The card's own classes of the icon and the title. */
  styles: { icon?: string; title?: string };
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
    </>
  );
}
