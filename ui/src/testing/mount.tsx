// Renders React into the test page for the ui's unit tests (in Chromium), inside `act`,
// and takes everything it rendered away again after each test.
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export type Mounted = {
  /** The element the tree is rendered into. */
  container: HTMLElement;
  rerender(node: ReactNode): void;
  /** Unmounts the tree and removes its container (done after each test anyway). */
  unmount(): void;
};

const mounted = new Set<Mounted>();

afterEach(() => {
  for (const view of mounted) view.unmount();
});

/** Renders `node` into a new container on the page. */
export function mount(node: ReactNode): Mounted {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const view: Mounted = {
    container,
    rerender: (next) => act(() => root.render(next)),
    unmount: () => {
      if (!mounted.delete(view)) return;
      act(() => root.unmount());
      container.remove();
    },
  };
  mounted.add(view);
  view.rerender(node);
  return view;
}
