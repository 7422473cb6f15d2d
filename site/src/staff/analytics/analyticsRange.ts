// The period of "Herkomst" as the page's address keeps it (`?dagen=7`, or `?van=…&tot=…`), and
// the days it asks the api for: Amsterdam's calendar, as the api counts its days.

/** The presets (the last days, today included); the page opens on the last 30. */
export const PRESET_DAYS = [7, 30, 90] as const;
export type PresetDays = (typeof PRESET_DAYS)[number];
const DEFAULT_DAYS: PresetDays = 30;

/** A period: one of the last days, or two days chosen (as typed: the api says when they are no period). */
export type AnalyticsPeriod = { days: PresetDays } | { from: string; to: string };

const amsterdam = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day it is in Amsterdam at `moment`, `YYYY-MM-DD`. */
export const amsterdamToday = (moment = new Date()): string => amsterdam.format(moment);

/** `day` minus `count` days (a calendar day: the same in every time zone). */
export function daysBefore(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date - count)).toISOString().slice(0, 10);
}

/** The period an address names: `dagen` of the presets, or `van` and `tot`; else the last 30 days. */
export function periodOf(search: URLSearchParams): AnalyticsPeriod {
  const from = search.get('van');
  const to = search.get('tot');
  if (from !== null || to !== null) return { from: from ?? '', to: to ?? '' };
  const days = Number(search.get('dagen'));
  return { days: PRESET_DAYS.find((preset) => preset === days) ?? DEFAULT_DAYS };
}

/** The address of a period: nothing for the last 30 days (the page's own), `dagen` or `van`/`tot` else. */
export function searchOf(period: AnalyticsPeriod): URLSearchParams {
  if ('from' in period) return new URLSearchParams({ van: period.from, tot: period.to });
  return new URLSearchParams(period.days === DEFAULT_DAYS ? {} : { dagen: String(period.days) });
}

/** The days the api is asked for: the last days up to `today`, or the two chosen (an empty one left out). */
export function rangeOf(period: AnalyticsPeriod, today: string): { from?: string; to?: string } {
  if (!('from' in period)) return { from: daysBefore(today, period.days - 1), to: today };
  return { ...(period.from ? { from: period.from } : {}), ...(period.to ? { to: period.to } : {}) };
}

/** Whether the figures of `range` can still change today (its last day is today or later: the api's default). */
export function includesToday(range: { from?: string; to?: string }, today: string): boolean {
  return (range.to ?? today) >= today && (range.from ?? '') <= today;
}
