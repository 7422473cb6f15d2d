import type { analytics, BrowserGoal, VisitOrigin } from '@agency/contract/analytics';

/**
 * Counting visits (contract/src/analytics.ts): every page view and the goals only the browser
 * sees go to `POST /api/visit` as a beacon, once the page is idle. Nothing is kept in the
 * browser (no cookie, no Web Storage) and nothing of the device is sent: the server reads the
 * device class from the user agent. Where the visit came from is kept in this module's memory
 * for as long as the page lives, and goes with each goal and lead.
 */

// The contract's two values this module needs, typed by the contract (the compiler fails when they
// differ): importing its `analytics` object would put all of it, lists and texts, in every page's
// first load, which this module must keep within 1 KB gzip.
const VISIT_PATH: typeof analytics.paths.visit = '/api/visit';
const UTM_MAX_CHARS: typeof analytics.limits.utmMaxChars = 64;

/** Where the visit came from: set on the first page view of a site route, in memory only. */
let origin: VisitOrigin | undefined;
/** The arrival's referrer (its origin) and UTM fields, read once, on the first page view. */
let source: Omit<VisitOrigin, 'landing'> | undefined;
/** The route of the current page view: null on a page that is no route (404); undefined before the first. */
let current: string | null | undefined;
/** The goals sent during the current page view (each at most once per page view). */
const reached = new Set<BrowserGoal>();
/** Beacon bodies waiting for the browser to be idle. */
const queue: string[] = [];
let scheduled = false;

/** The visit's origin, once a page view of a site route was counted: sent with a lead as `visit`. */
export const visitOrigin = (): VisitOrigin | undefined => origin;

const prerendering = () => (document as { prerendering?: boolean }).prerendering === true;

/** The referrer's origin (`https://www.google.com`), never its path or query; only web addresses. */
function referrerOrigin(referrer: string): string | undefined {
  try {
    const url = new URL(referrer);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
  } catch {
    // empty or no address
  }
  return undefined;
}

/** A reload, or a page opened from one of the site's own (a link in a new tab): no new arrival. */
function arrivedFromSite(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload' || referrerOrigin(document.referrer) === location.origin;
}

function readSource(): Omit<VisitOrigin, 'landing'> {
  const read: Omit<VisitOrigin, 'landing'> = {};
  const referrer = referrerOrigin(document.referrer);
  if (referrer) read.referrer = referrer;
  const query = new URLSearchParams(location.search);
  for (const field of ['utm_source', 'utm_medium', 'utm_campaign'] as const) {
    // The server clips a value to this length too; clipped here, a long one never fills the beacon.
    const value = query.get(field)?.trim().slice(0, UTM_MAX_CHARS);
    if (value) read[field] = value;
  }
  return read;
}

function flush() {
  if (prerendering()) return; // a page the visitor has not seen sends nothing (see `whenIdle`)
  scheduled = false;
  for (const body of queue.splice(0)) {
    // A string goes as text/plain, which the api takes; without sendBeacon, or when its queue is full, fetch.
    if (!navigator.sendBeacon?.(VISIT_PATH, body)) {
      fetch(VISIT_PATH, {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'content-type': 'text/plain' },
      }).catch(() => undefined);
    }
  }
}

/**
 * Runs `work` once the page's own work is done: when the browser is idle (within two seconds),
 * else just after `load`. A prerendered page waits until the visitor is shown it.
 */
function whenIdle(work: () => void) {
  if (prerendering()) {
    document.addEventListener('prerenderingchange', () => whenIdle(work), { once: true });
  } else if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(work, { timeout: 2000 });
  } else if (document.readyState === 'complete') {
    setTimeout(work);
  } else {
    addEventListener('load', () => setTimeout(work), { once: true });
  }
}

function send(beacon: object) {
  queue.push(JSON.stringify(beacon));
  if (scheduled) return;
  scheduled = true;
  whenIdle(flush);
}

/** A click on a `mailto:` or `tel:` link anywhere on the page. */
function onClick(event: Event) {
  const link = (event.target as Element | null)?.closest?.('a[href^="mailto:"],a[href^="tel:"]');
  if (link) countGoal(link.getAttribute('href')?.startsWith('tel:') ? 'phone_clicked' : 'email_clicked');
}

/**
 * Counts a page view: `route` is the route's path as the content's route table has it, or null
 * for a page that is no route (the 404 page: nothing is sent). The first page view of a route
 * is the landing, with the arrival's referrer and UTM fields; each later one is `{route}`.
 */
export function countPageView(route: string | null): void {
  if (route === current) return; // the same page view (React's strict mode runs an effect twice)
  if (current === undefined) {
    source = arrivedFromSite() ? {} : readSource();
    // Before the goals are counted; captured, so a handler that stops the click still counts.
    document.addEventListener('click', onClick, true);
    // A page left before it was idle still sends what waits (a prerendered page excepted).
    addEventListener('pagehide', flush);
  }
  current = route;
  reached.clear();
  if (route === null) return;
  if (origin) return send({ route });
  origin = { landing: route, ...source };
  // The visit began before this page: its view counts, not as a landing.
  if (arrivedFromSite()) return send({ route });
  send({ route, landing: true, ...source });
}

/**
 * Counts a goal of the browser's (`analytics.browserGoals`) with the visit's origin: at most
 * once per goal and page view, and only on a page view that was counted.
 */
export function countGoal(goal: BrowserGoal): void {
  if (!current || reached.has(goal)) return;
  reached.add(goal);
  send({ route: current, goal, origin });
}
