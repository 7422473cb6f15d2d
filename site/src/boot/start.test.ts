import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The start-up module (inlined in every page) run against a minimal stand-in for the page:
 * the script element listing the modules, the head the preload links go to, and a paint
 * observer the test fires.
 */
async function runStartModule(modules: string[]) {
  // Tasks run one at a time, by the test: each `setTimeout` callback waits in this queue.
  const tasks: { run: () => void; at: number }[] = [];
  let now = 0;
  vi.stubGlobal('setTimeout', (run: () => void, delay = 0) => tasks.push({ run, at: now + delay }));
  const head: { rel: string; href: string }[] = [];
  let paintObserver: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: unknown) => void) | undefined;
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: typeof paintObserver) {
      paintObserver = callback;
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  vi.stubGlobal(
    'MutationObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('window', {});
  vi.stubGlobal('document', {
    visibilityState: 'visible',
    documentElement: { dataset: {} },
    querySelector: () => ({ dataset: { modules: modules.join(' ') } }),
    createElement: () => ({ rel: '', href: '' }),
    head: { append: (link: { rel: string; href: string }) => head.push(link) },
  });
  vi.resetModules();
  // @ts-expect-error: a plain script, inlined in the pages, with no types of its own
  await import('./start.js');
  return {
    /** Runs the next task due (the earliest), then every microtask it queued. */
    async runTask() {
      tasks.sort((a, b) => a.at - b.at);
      const task = tasks.shift();
      if (!task) throw new Error('No task waits.');
      now = Math.max(now, task.at);
      task.run();
      await new Promise((resolve) => setImmediate(resolve));
    },
    preloads: () => head.filter((link) => link.rel === 'modulepreload').map((link) => link.href),
    paint: () => paintObserver?.({ getEntriesByName: () => [{}] }, new FakePerformanceObserver(undefined)),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the start-up module', () => {
  it('starts fetching only after the first contentful paint, and adds each preload link in a task of its own', async () => {
    const modules = ['/assets/react.js', '/assets/index.js', '/assets/page.js'];
    const page = await runStartModule(modules);
    expect(page.preloads()).toEqual([]);

    page.paint();
    // The task the paint queued starts; then one link per task, in the listed order.
    const counts: number[] = [];
    for (let task = 0; task <= modules.length; task += 1) {
      await page.runTask();
      counts.push(page.preloads().length);
    }
    expect(counts).toEqual([0, 1, 2, 3]);
    expect(page.preloads()).toEqual(modules);
  });

  it('starts without a paint entry after five seconds', async () => {
    const page = await runStartModule(['/assets/index.js']);
    await page.runTask(); // the hidden-tab check at one second: the tab is visible
    expect(page.preloads()).toEqual([]);
    await page.runTask(); // five seconds: it starts
    await page.runTask(); // the link's own task
    expect(page.preloads()).toEqual(['/assets/index.js']);
  });
});
