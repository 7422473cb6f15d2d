import { Suspense, use, useId, type ComponentType } from 'react';

/** Every deferred part, so the prerender can load them all before rendering. */
const registry: Array<() => Promise<void>> = [];

export function preloadDeferred(): Promise<void> {
  return Promise.all(registry.map((preload) => preload())).then(() => undefined);
}

function whenNearViewport(element: Element): Promise<void> {
  return new Promise((resolve) => {
    if (!('IntersectionObserver' in window)) return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
  });
}

/**
 * A below-the-fold part whose code loads only when it comes near the viewport. The
 * prerendered HTML shows it in full from the start (the prerender loads it ahead); on
 * the client React keeps that HTML as it is and hydrates it once the code has arrived,
 * so the first load carries less JavaScript. Use it for parts without props, used once.
 */
export function deferred(load: () => Promise<{ default: ComponentType }>): ComponentType {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      Loaded = module.default;
    }));
  registry.push(preload);

  let visible: Promise<void> | undefined;
  function Content({ anchorId }: { anchorId: string }) {
    if (!Loaded) {
      const anchor = document.getElementById(anchorId);
      visible ??= (anchor ? whenNearViewport(anchor) : Promise.resolve()).then(preload);
      use(visible);
    }
    const Component = Loaded as ComponentType;
    return <Component />;
  }

  return function Deferred() {
    const anchorId = useId();
    return (
      <div id={anchorId}>
        <Suspense fallback={null}>
          <Content anchorId={anchorId} />
        </Suspense>
      </div>
    );
  };
}
