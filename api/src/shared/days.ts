/** Days as the counts keep them: the calendar of Europe/Amsterdam, `YYYY-MM-DD`. */
const amsterdam = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const HOUR_MS = 60 * 60_000;
export const DAY_MS = 24 * HOUR_MS;

/** The day (Europe/Amsterdam) a moment belongs to. */
export const amsterdamDay = (moment: Date): string => amsterdam.format(moment);

/** The hour a moment belongs to, as a raw page view keeps its time: `2026-12-02T09:00:00.000Z`. */
export const hourOf = (moment: Date): string =>
  new Date(Math.floor(moment.getTime() / HOUR_MS) * HOUR_MS).toISOString();

/** The day after `day` (a calendar day: the same in every time zone). */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** The days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = nextDay(day)) days.push(day);
  return days;
}

/** `day` minus `count` days. */
export function daysBefore(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date - count)).toISOString().slice(0, 10);
}

/** The first moment of the next day in Amsterdam (00:00 CET or CEST) after `moment`. */
export function nextMidnight(moment: Date): Date {
  const next = nextDay(amsterdamDay(moment));
  const [year, month, date] = next.split('-').map(Number) as [number, number, number];
  // Midnight in Amsterdam is 22:00 or 23:00 UTC of the day before: the later one that is still `next`.
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(Date.UTC(year, month - 1, date) - offsetHours * HOUR_MS);
    if (amsterdamDay(candidate) === next && amsterdamDay(new Date(candidate.getTime() - 1)) !== next) return candidate;
  }
  return new Date(Date.UTC(year, month - 1, date) - HOUR_MS);
}

/** A calendar day as `YYYY-MM-DD` that exists. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, date] = value.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10) === value;
}

/** The first moment of `day` in Amsterdam (00:00 CET or CEST). */
export function startOfDay(day: string): Date {
  const [year, month, date] = daysBefore(day, 1).split('-').map(Number) as [number, number, number];
  return nextMidnight(new Date(Date.UTC(year, month - 1, date, 12)));
}
