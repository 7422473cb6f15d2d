import { use, type ComponentType } from 'react';

/** A page component whose code is its own chunk, loaded on first use or ahead with `preload()`. */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * Like React.lazy, but once loaded it renders synchronously, and it can be loaded
 * ahead: the client loads the current route's page before hydrating and the
 * prerender loads every page before rendering, so neither ever suspends on it.
 * Only a client-side navigation to a page not yet loaded suspends (inside a transition).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    // A failed load stays failed (React must see the same rejected promise to show the
    // error fallback); the fallback asks the visitor to reload.
    (loading ??= load().then((module) => {
      Loaded = module.default;
    }));
  function Page() {
    if (!Loaded) use(preload());
    const Component = Loaded as ComponentType;
    return <Component />;
  }
  return Object.assign(Page, { preload });
}
