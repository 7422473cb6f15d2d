// The start-up module, inlined in every prerendered page by scripts/prerender.mjs (minified,
// its sha256 allowed in the api's Content-Security-Policy). It is not part of the Vite
// bundle: the page is complete before any script runs, so the code starts loading only
// after the first paint. The modules a page needs are listed on this script element.
const modules = document.querySelector('script[data-modules]').dataset.modules.split(' ');

let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const url of modules) import(url);
  // The web manifest is for installing the site, never for showing it: linked after the
  // first paint, its request does not compete with the page's.
  const manifest = document.createElement('link');
  manifest.rel = 'manifest';
  manifest.href = '/site.webmanifest';
  document.head.append(manifest);
};

// rAF waits while the tab is hidden: the timer still starts the page then.
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 1000);
