// The start-up module, inlined in every prerendered page by scripts/prerender.mjs (minified,
// its sha256 allowed in the api's Content-Security-Policy). It is not part of the Vite
// bundle: the page is complete before any script runs, so the code starts loading only
// after the first paint. The modules a page needs are listed on this script element.
const modules = document.querySelector('script[data-modules]').dataset.modules.split(' ');

let started = false;
const start = () => {
  if (started) return;
  started = true;
  // Every module is fetched and compiled at once, in parallel (modulepreload), then evaluated
  // one per task in the listed order, each after what it imports: importing the page's chunk
  // first would evaluate all of them (React, the router, the page) in one long task. Each
  // preload link is added in a task of its own too: adding one starts its fetch at once, and
  // eight in one task held the main thread for up to 45 ms on a busy two-core machine.
  const preloaded = modules.reduce(
    (previous, url) =>
      previous.then(nextTask).then(() => {
        const preload = document.createElement('link');
        preload.rel = 'modulepreload';
        preload.href = url;
        document.head.append(preload);
      }),
    Promise.resolve(),
  );
  modules.reduce(
    (previous, url) =>
      previous
        .then(nextTask)
        .then(() => import(url))
        .catch(() => undefined), // the page's error boundary shows a failed load
    preloaded,
  );
  whenStarted(linkManifest);
};

/** A promise kept in a later task (the scheduler's own yield where the browser has one). */
const nextTask = () =>
  globalThis.scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));

// The web manifest is for installing the site, never for showing it. Once linked, the browser
// reads it and renders its icons (frames drawn for a second or so), so it is linked only when
// the page has started (hydrated) and the browser is idle: that work never competes with the
// page's own start.
function linkManifest() {
  const manifest = document.createElement('link');
  manifest.rel = 'manifest';
  manifest.href = '/site.webmanifest';
  document.head.append(manifest);
}

function whenStarted(work) {
  const root = document.documentElement;
  const idle = () =>
    window.requestIdleCallback ? requestIdleCallback(work, { timeout: 2000 }) : setTimeout(work, 200);
  if (root.dataset.hydrated) return idle();
  new MutationObserver((_, observer) => {
    if (!root.dataset.hydrated) return;
    observer.disconnect();
    idle();
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}

// The code starts once the first contentful paint is on the screen: the paint entry arrives
// after the frame was presented, so fetching and compiling the code never competes with
// showing the first screen. Without paint timing, after the first animation frame.
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(start);
  }).observe({ type: 'paint', buffered: true });
} else requestAnimationFrame(() => setTimeout(start));
// A tab opened in the background paints nothing until it is shown: its code starts anyway.
setTimeout(() => document.visibilityState === 'hidden' && start(), 1000);
// Should a browser never report the paint, the page still starts.
setTimeout(start, 5000);
