import { analytics, type BrowserGoal, type DeviceClass, type LeadVisit } from '@agency/contract/analytics';
import { routes } from '@agency/content';
import { isbot } from 'isbot';
import { HttpError } from '../../../shared/errors';

/** A page view as it is counted: every field checked, clipped or dropped. */
export interface CountedView {
  route: string;
  landing: boolean;
  referrerHost: string | null;
  /** `utm_source`, else the referrer's host, else `direct`; null when not a landing. */
  source: string | null;
  medium: string | null;
  campaign: string | null;
  device: DeviceClass;
}

export type CountedBeacon =
  { kind: 'view'; view: CountedView } | { kind: 'goal'; goal: BrowserGoal; origin: LeadVisit | null };

const { limits, errorCodes } = analytics;
const ROUTES: ReadonlySet<string> = new Set(routes.map((route) => route.path));
const VIEW_FIELDS = new Set(['route', 'landing', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'device']);
const GOAL_FIELDS = new Set(['route', 'goal', 'origin']);

export const visitErrors = {
  invalid: () => new HttpError(400, errorCodes.invalidVisit, 'Dit bezoek kon niet worden gelezen.'),
  unknownRoute: () => new HttpError(400, errorCodes.unknownRoute, 'Deze pagina bestaat niet op de website.'),
  unknownGoal: () => new HttpError(400, errorCodes.unknownGoal, 'Dit doel wordt niet geteld.'),
};

/** How the request says what it is: its headers, by name. */
export type Headers = (name: string) => string | undefined;

/**
 * Requests that are no visitor's page view, answered alike but not counted: a crawler or other
 * bot (isbot's list), a prefetch or prerender the visitor may never see (`Sec-Purpose`,
 * `Purpose`), and a colleague signed in to the staff area.
 */
export function notCounted(header: Headers, staffSignedIn: boolean): boolean {
  if (staffSignedIn) return true;
  const purpose =
    `${header('sec-purpose') ?? ''} ${header('purpose') ?? ''} ${header('x-purpose') ?? ''}`.toLowerCase();
  if (/\b(prefetch|prerender|preview)\b/.test(purpose)) return true;
  const agent = header('user-agent');
  return !agent || isbot(agent);
}

/** The device class a user agent names (a tablet before a phone: iPads and Android tablets say "Mobile" less). */
export function deviceOf(userAgent: string | undefined): DeviceClass {
  const agent = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(agent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(agent)) return 'phone';
  return 'desktop';
}

/**
 * A UTM value as it is kept: lowercased, spaces and `+` as `-`, clipped to `utmMaxChars`; null
 * when absent, empty, not text or holding a character outside the closed set (never stored raw).
 */
export function utmValue(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value
    .trim()
    .toLowerCase()
    .replace(/[\s+]+/g, '-')
    .slice(0, limits.utmMaxChars);
  return text !== '' && analytics.utmCharacters.test(text) ? text : null;
}

/**
 * The host of a referrer (`https://www.google.com/search?q=…` → `google.com`): only `http:` and
 * `https:` addresses with a host name of letters, digits, dots and dashes; never the path or
 * query. The site's own host (a navigation inside it) and anything else: null.
 */
export function referrerHost(value: unknown, ownHost: string | undefined): string | null {
  if (typeof value !== 'string' || value === '' || value.length > limits.referrerMaxChars) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) || host.length > 253) return null;
  if (ownHost && host === ownHost.toLowerCase().replace(/^www\./, '')) return null;
  return host;
}

/** One of the site's routes (a trailing slash dropped), else null. */
function siteRoute(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 200) return null;
  const path = value.length > 1 ? value.replace(/\/+$/, '') : value;
  return ROUTES.has(path) ? path : null;
}

const routeOf = (value: unknown): string => {
  if (typeof value !== 'string') throw visitErrors.invalid();
  const path = siteRoute(value);
  if (path === null) throw visitErrors.unknownRoute();
  return path;
};

const ORIGIN_FIELDS = new Set(['landing', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign']);

/**
 * A visit's origin (`VisitOrigin`: sent with a lead as `visit`, with a goal as `origin`) as it is
 * kept: each field checked as a landing page view's, a malformed one dropped. Null, never an
 * error, when it is absent or no object, has a field it should not, or names no site route
 * as its landing: a lead is never refused for its visit.
 */
export function visitOriginOf(value: unknown, ownHost: string | undefined): LeadVisit | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const fields = value as Record<string, unknown>;
  if (Object.keys(fields).some((name) => !ORIGIN_FIELDS.has(name))) return null;
  const landing = siteRoute(fields.landing);
  if (landing === null) return null;
  const host = referrerHost(fields.referrer, ownHost);
  return {
    landing,
    referrerHost: host,
    source: utmValue(fields.utm_source) ?? host ?? analytics.direct,
    medium: utmValue(fields.utm_medium),
    campaign: utmValue(fields.utm_campaign),
  };
}

/** Reads a beacon's JSON: a goal of the browser's list, or a page view of one of the site's routes. */
export function parseBeacon(body: unknown, context: { ownHost: string | undefined; userAgent: string | undefined }) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw visitErrors.invalid();
  const fields = body as Record<string, unknown>;
  const allowed = fields.goal === undefined ? VIEW_FIELDS : GOAL_FIELDS;
  if (Object.keys(fields).some((name) => !allowed.has(name))) throw visitErrors.invalid();
  const route = routeOf(fields.route);
  if (fields.goal !== undefined) {
    if (!analytics.browserGoals.includes(fields.goal as BrowserGoal)) throw visitErrors.unknownGoal();
    const origin = visitOriginOf(fields.origin, context.ownHost);
    return { kind: 'goal', goal: fields.goal as BrowserGoal, origin } satisfies CountedBeacon;
  }
  const landing = fields.landing === true;
  const host = landing ? referrerHost(fields.referrer, context.ownHost) : null;
  const utmSource = landing ? utmValue(fields.utm_source) : null;
  const device = analytics.devices.includes(fields.device as DeviceClass)
    ? (fields.device as DeviceClass)
    : deviceOf(context.userAgent);
  const view: CountedView = {
    route,
    landing,
    referrerHost: host,
    source: landing ? (utmSource ?? host ?? analytics.direct) : null,
    medium: landing ? utmValue(fields.utm_medium) : null,
    campaign: landing ? utmValue(fields.utm_campaign) : null,
    device,
  };
  return { kind: 'view', view } satisfies CountedBeacon;
}
