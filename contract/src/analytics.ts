import { endpoint, query } from './endpoint';

/**
 * Counting visits, first-party, without cookies or an identifier that outlives a day.
 *
 * `POST /api/visit`: one page view or one goal of the browser, sent by `navigator.sendBeacon`
 * (a string body goes as `text/plain`; `application/json` is taken alike), at most
 * `limits.bodyBytes`. A page view: `{route, landing?, referrer?, utm_source?, utm_medium?,
 * utm_campaign?, device?}`; a goal: `{route, goal}` (a goal of `browserGoals` only: the server
 * counts its own). Answers `204` with no body, counted or not (a bot, a prefetch, a signed-in
 * colleague are not counted, and are not told). Refused: `400 {error, message}` with a code of
 * `errorCodes` or `invalid_json`; `413 payload_too_large`; `415 unsupported_media_type`;
 * `429 rate_limited`. A referrer that is no web address, and a UTM value outside the closed
 * character set, are dropped; a long UTM value is clipped: neither refuses the page view.
 *
 * Not for visitor pages: `staffAnalyticsApi` (the staff area's overview, `/api/staff/analytics`).
 */
export const analytics = {
  paths: { visit: '/api/visit' },
  devices: ['phone', 'tablet', 'desktop'],
  /** What only the browser knows a visitor did; sent as `{route, goal}`. */
  browserGoals: ['chat_opened', 'callback_dialog_opened', 'email_clicked', 'phone_clicked'],
  /** What the server counts itself when it happens; refused when a browser sends one. */
  serverGoals: ['callback_requested', 'project_requested', 'chat_question_asked', 'colleague_asked', 'live_chat_taken'],
  limits: {
    /** Bytes of a beacon's body. */
    bodyBytes: 4096,
    /** Characters a UTM value keeps (a longer one is clipped). */
    utmMaxChars: 64,
    /** Characters of a referrer read at all (a longer one is dropped). */
    referrerMaxChars: 2048,
    /** Distinct sources, media and campaigns kept per day; the rest count as `other`. */
    distinctPerDay: 100,
    /** A group with fewer visitors than this shows as `other` in the overview. */
    minGroupVisitors: 5,
    /** Days the overview covers at most. */
    maxRangeDays: 400,
  },
  /** The characters a UTM value may hold (after lowercasing; spaces and `+` become `-`). */
  utmCharacters: /^[a-z0-9._~-]+$/,
  /** What a group too small to show, or a value past the day's cap, is shown as. */
  other: 'overig',
  /** The source of a landing without a referrer or `utm_source`. */
  direct: 'direct',
  errorCodes: {
    invalidVisit: 'invalid_visit',
    unknownRoute: 'unknown_route',
    unknownGoal: 'unknown_goal',
    invalidRange: 'invalid_range',
  },
} as const;

export type DeviceClass = (typeof analytics.devices)[number];
export type BrowserGoal = (typeof analytics.browserGoals)[number];
export type ServerGoal = (typeof analytics.serverGoals)[number];
export type Goal = BrowserGoal | ServerGoal;

/** A page view as the browser sends it. */
export interface PageViewBeacon {
  /** The route's path, one of the site's routes (`/wordpress`), without query or hash. */
  route: string;
  /** True for the page the visitor arrived on (its referrer and UTM fields name the source). */
  landing?: boolean;
  /** `document.referrer` on arrival: only its host is kept. */
  referrer?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  /** Else read from the user agent. */
  device?: DeviceClass;
}

/** A goal as the browser sends it. */
export interface GoalBeacon {
  route: string;
  goal: BrowserGoal;
}

export type VisitBeacon = PageViewBeacon | GoalBeacon;

/** Visitors and page views of one day (Europe/Amsterdam). */
export interface AnalyticsDay {
  day: string;
  visitors: number;
  pageViews: number;
}

/** A group of a breakdown: a route, a source, a campaign, … (`overig` for those too small to show). */
export interface AnalyticsGroup {
  value: string;
  visitors: number;
  pageViews: number;
}

export interface AnalyticsOverview {
  /** The range, both days included (Europe/Amsterdam). */
  from: string;
  to: string;
  /** Every day of the range, oldest first. */
  days: AnalyticsDay[];
  /** Visitors are the sum of each day's: one person on two days counts twice. */
  totals: { visitors: number; pageViews: number };
  /** Most visitors first; groups of fewer than `limits.minGroupVisitors` visitors are `overig`. Sources, media and campaigns count landings as page views. */
  routes: AnalyticsGroup[];
  sources: AnalyticsGroup[];
  media: AnalyticsGroup[];
  campaigns: AnalyticsGroup[];
  devices: AnalyticsGroup[];
  /** Every goal, in the order of the lists above, with how often it happened. */
  goals: { goal: Goal; count: number }[];
}

/**
 * The staff area's overview, `GET /api/staff/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD` (a full
 * session; both optional: the last 30 days up to today). `400 invalid_range` for a day that is
 * not one, `from` after `to`, or more than `limits.maxRangeDays` days.
 */
export const staffAnalyticsApi = {
  path: '/api/staff/analytics',
  overview: (range: { from?: string; to?: string } = {}) =>
    endpoint<undefined, AnalyticsOverview>('GET', `/api/staff/analytics${query(range)}`),
} as const;
