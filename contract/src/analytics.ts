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
  browserGoals: ['chat_opened', 'callback_dialog_opened', 'form_opened', 'email_clicked', 'phone_clicked'],
  /**
   * The goals that make the road's second step, "opened": the chat, the callback dialog or the
   * contact form (a field of it took the focus). Sent with the visit's `origin`, so the step is
   * counted per source, campaign and landing route too (visitors, each once a day).
   */
  openedGoals: ['chat_opened', 'callback_dialog_opened', 'form_opened'],
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
    /** A group with fewer visitors than this shows as `other` in the overview (by default: `ANALYTICS_MIN_GROUP_VISITORS`). */
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
  /** The road's group of leads that came without a visit (the form sent without JavaScript, a lead of before). */
  unknown: 'onbekend',
  /** The staff area's live stream sends `event: analytics` at most this often, across instances. */
  liveEveryMs: 10_000,
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

/**
 * Where a visit came from, held in the page's memory from the arrival on (never stored in the
 * browser): the route arrived on, `document.referrer` of the arrival (a web address: only its
 * host is kept) and the arrival's UTM fields. Sent with a lead (`visit`, beside the spec's
 * fields of `POST /api/request-callback` and `POST /api/contact`) and with a goal (`origin`).
 * Each field is checked as a page view's is: a malformed one is dropped, a `visit` that is no
 * object is dropped whole, and neither refuses the lead or the goal.
 */
export interface VisitOrigin {
  landing: string;
  referrer?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
}

/** A goal as the browser sends it; with the visit's `origin` (an `openedGoals` goal counts on the road by it). */
export interface GoalBeacon {
  route: string;
  goal: BrowserGoal;
  origin?: VisitOrigin;
}

/**
 * A lead's visit as it is kept and shown in the inbox: the landing route, the referrer's host,
 * the UTM fields, and the source they name (`utm_source`, else the referrer's host, else
 * `direct`). Null on a lead that came without one.
 */
export interface LeadVisit {
  landing: string;
  referrerHost: string | null;
  source: string;
  medium: string | null;
  campaign: string | null;
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
  /**
   * The smallest group shown on its own: a group of fewer visitors is `overig`. The api's own
   * (`ANALYTICS_MIN_GROUP_VISITORS`, by default `limits.minGroupVisitors`), so the page states
   * what the api applied.
   */
  minGroupVisitors: number;
  /** Most visitors first; groups of fewer than `minGroupVisitors` visitors are `overig`. Sources, media and campaigns count landings as page views. */
  routes: AnalyticsGroup[];
  sources: AnalyticsGroup[];
  media: AnalyticsGroup[];
  campaigns: AnalyticsGroup[];
  devices: AnalyticsGroup[];
  /** Landing routes: the routes visitors arrived on (visitors and landings). */
  landings: AnalyticsGroup[];
  /**
   * Every goal, in the order of the lists above, with how often it happened and its rate: the
   * count per visitor of the range (`count / totals.visitors`, 0 to 1 or more; null without visitors).
   */
  goals: { goal: Goal; count: number; rate: number | null }[];
  /** The road from a visit to a client: the whole range, and per source, campaign and landing route. */
  road: AnalyticsRoad;
}

/**
 * The steps of the road for one group (or all): visitors who arrived by it (the sum of each
 * day's); those who opened the chat, the callback dialog or the contact form (`openedGoals`,
 * each visitor once a day); the leads made in the range (their kept `visit`); those of them the
 * agency took in hand (status "In behandeling" or "Gewonnen": the current status, as a lead has
 * no history of statuses yet); and those "Gewonnen".
 */
export interface RoadSteps {
  visitors: number;
  opened: number;
  leads: number;
  inProgress: number;
  won: number;
}

export interface RoadGroup extends RoadSteps {
  value: string;
}

/**
 * Groups by most visitors; a group with fewer than the overview's `minGroupVisitors` visitors is part of
 * `overig` (its leads too), last; leads without a visit are `onbekend`.
 */
export interface AnalyticsRoad {
  all: RoadSteps;
  sources: RoadGroup[];
  campaigns: RoadGroup[];
  landings: RoadGroup[];
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
  /**
   * `GET /api/staff/analytics/export?from=&to=`: the same figures as CSV (the product's one CSV
   * writer): a line per figure, `section,value,day,visitors,page_views,count,rate,opened,leads,in_progress,won`.
   * A download (`content-disposition: attachment`); the range as the overview's.
   */
  exportPath: (range: { from?: string; to?: string } = {}) => `/api/staff/analytics/export${query(range)}`,
} as const;
