import type { ReactNode } from 'react';

/**
 * The stories' phone: a frame 390 px wide (and the toolbar's Small viewport), so a part lays
 * itself out as in a phone's card (by its own width: container queries) at every screenshot width.
 */
export function NarrowFrame({ children }: { children: ReactNode }) {
  return <div style={{ maxWidth: 390 }}>{children}</div>;
}

/** The globals and decorator of a "narrow" story. */
export const narrowViewport = { viewport: { value: 'small', isRotated: false } } as const;
export const narrowDecorator = (Story: () => ReactNode) => (
  <NarrowFrame>
    <Story />
  </NarrowFrame>
);
