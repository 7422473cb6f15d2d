// How the stories lay their component out: one card in a column, several side by side as the
// site lists them, or on a dark section. Not exported from the package.
import type { Decorator } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';

/** A decorator that puts the story in a column at most `maxWidth` wide. */
export const column =
  (maxWidth: string): Decorator =>
  (Story) => (
    <div style={{ maxWidth }}>
      <Story />
    </div>
  );

/** A decorator that puts the story on a dark section of the site, with room around it. */
export const onDarkSection: Decorator = (Story) => (
  <div style={{ background: 'var(--color-inverse-bg)', padding: 'var(--space-10)', borderRadius: 'var(--radius-lg)' }}>
    <Story />
  </div>
);

/**
 * Cards side by side as a list: as many columns of at least `minColumn` as fit, `gap` apart.
 * `style` adds to (or overrides) the grid's own.
 */
export function CardGrid({
  minColumn,
  gap,
  style,
  children,
}: {
  minColumn: string;
  gap: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${minColumn}), 1fr))`,
        gap,
        listStyle: 'none',
        margin: 0,
        padding: 0,
        ...style,
      }}
    >
      {children}
    </ul>
  );
}
