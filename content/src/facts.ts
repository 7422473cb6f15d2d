import type { WeekRange } from './types';

/**
 * The numbers the agency promises and the texts repeat. Each is written here once; every
 * text that mentions one (pages, components' copy, the assistant, the notification e-mail)
 * is built from it, so changing a number here changes every place that says it.
 */

/** The promises every page repeats. */
export const promises = {
  /** A free design within this many hours of a request. */
  freeDesignHours: 48,
  /** Contact within this many hours of a request or a callback request. */
  contactWithinHours: 24,
} as const;

/** The agency's review score and the number of reviews it is based on. */
export const rating = {
  score: 4.8,
  reviewCount: 63,
} as const;

/** Typical delivery times, in weeks. */
export const deliveryTimes: { wordpressShopify: WeekRange; platform: WeekRange } = {
  wordpressShopify: { min: 3, max: 6 },
  platform: { min: 8, max: 12 },
};

/**
 * How long the agency keeps what a visitor sends (leads, with what belongs to them), unless
 * the deployment sets `LEADS_RETENTION_DAYS`. The api deletes by it; the privacy statement
 * states it. 365 days: twelve months.
 */
export const retention = {
  defaultDays: 365,
} as const;

/**
 * How long a raw page view (its hour, route and source) is kept, unless the deployment sets
 * `ANALYTICS_RAW_DAYS`; the daily totals stay. The api deletes by it; the privacy statement
 * states it.
 */
export const analyticsRetention = {
  defaultRawDays: 30,
  /**
   * The overview shows a group (a route, a source, a campaign) of fewer visitors than this as
   * "overig", unless the deployment sets `ANALYTICS_MIN_GROUP_VISITORS`; the statement states it.
   */
  defaultMinGroupVisitors: 5,
} as const;
