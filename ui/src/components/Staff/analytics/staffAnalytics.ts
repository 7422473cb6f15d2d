// What the "Herkomst" components share: the overview's parts as the api's contract names them
// (`@agency/contract/analytics`; the site passes the api's JSON as it is), how their numbers,
// rates and days are written in Dutch, and the names of the values that are no group of their own.
import {
  analytics,
  type AnalyticsDay,
  type AnalyticsGroup,
  type Goal,
  type RoadGroup,
  type RoadSteps,
} from '@agency/contract/analytics';

export type StaffAnalyticsDay = AnalyticsDay;
export type StaffAnalyticsGroup = AnalyticsGroup;
export type StaffAnalyticsGoal = { goal: Goal; count: number; rate: number | null };
export type StaffRoadSteps = RoadSteps;
export type StaffRoadGroup = RoadGroup;
export type StaffAnalyticsGoalName = Goal;
export type StaffDeviceClass = (typeof analytics.devices)[number];

/** The steps of the road from a visit to a client, in order. */
export const ROAD_STEPS = [
  'visitors',
  'opened',
  'leads',
  'inProgress',
  'won',
] as const satisfies readonly (keyof RoadSteps)[];
export type StaffRoadStep = (typeof ROAD_STEPS)[number];

/** What every part of the page takes besides its figures: said while they come, or why they did not. */
export type StaffAnalyticsPartProps = {
  /**
   * Said while the figures come (a status). Without it the part is only busy, saying nothing:
   * another part of the page says it.
   */
  loading?: string;
  /** Why the figures could not be read (the api's message), in the part's place. */
  error?: string;
};

/** The names of the values that are no route, source or campaign of their own. */
export type StaffAnalyticsValueNames = {
  /** A landing without a referrer or `utm_source` ('direct'). */
  direct: string;
  /** The groups too small to show, together ('overig'). */
  other: string;
  /** The road's leads without a visit ('onbekend'). */
  unknown: string;
};

const count = new Intl.NumberFormat('nl-NL');
const percent = new Intl.NumberFormat('nl-NL', { style: 'percent', maximumFractionDigits: 1 });
const dayMonth = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('nl-NL', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const fullDay = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A count as Dutch writes it: 1.234. */
export const formatCount = (value: number): string => count.format(value);

/** A rate (0 to 1 or more) as a Dutch percentage, one decimal at most: 12,5%; `none` when there is none. */
export const formatRate = (rate: number | null, none: string): string =>
  rate === null || !Number.isFinite(rate) ? none : percent.format(rate);

/** The share `part` is of `whole`, or null when there is no whole. */
export const rateOf = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** A day (`2026-11-25`) short, for an axis: '25 nov'. */
export const formatDayShort = (day: string): string => dayMonth.format(utcDate(day));
/** A day in a sentence: 'woensdag 25 november'. */
export const formatDayLong = (day: string): string => longDay.format(utcDate(day));
/** A day with its year: '25 nov 2026'. */
export const formatDay = (day: string): string => fullDay.format(utcDate(day));

/**
 * A group's value as the page shows it: `overig` and (for sources) `direct`, and `onbekend` on
 * the road, by their Dutch names; a device class by its Dutch name; anything else as it is.
 * `named` tells whether it is one of those names (shown apart from the real values).
 */
export function valueLabel(
  value: string,
  names: StaffAnalyticsValueNames,
  devices?: Readonly<Record<StaffDeviceClass, string>>,
): { label: string; named: boolean } {
  if (value === analytics.other) return { label: names.other, named: true };
  if (value === analytics.direct) return { label: names.direct, named: true };
  if (value === analytics.unknown) return { label: names.unknown, named: true };
  if (devices && value in devices) return { label: devices[value as StaffDeviceClass], named: false };
  return { label: value, named: false };
}
