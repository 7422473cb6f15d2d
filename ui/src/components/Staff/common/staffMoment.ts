const moment = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});

/** A moment as the agency reads it (Amsterdam), from an ISO-8601 time: '25 nov 2026, 13:05'. */
export const staffMoment = (iso: string): string => moment.format(new Date(iso));

/** The agency's time zone: follow-ups are typed, shown and alerted in it. */
const AGENCY_ZONE = 'Europe/Amsterdam';

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: AGENCY_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The date and time an instant reads in Amsterdam, as a native date and time input hold them:
 * `{ date: '2026-11-25', time: '13:05' }`. Whatever zone the browser is in.
 */
export function amsterdamParts(instant: string | number | Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    wallClock.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/**
 * The instant (ISO-8601 UTC) of a date and time typed in Amsterdam's time: '2026-11-25' and
 * '13:05' give '2026-11-25T12:05:00.000Z', the same in every browser zone. Around a change of
 * the clock: a time that does not exist that day (the hour skipped in March) gives null; one
 * that happens twice (the hour repeated in October) is its first time, still in summer time.
 * Not a date or a time: null.
 */
export function amsterdamInstant(date: string, time: string): string | null {
  const day = DATE.exec(date);
  const clock = TIME.exec(time);
  if (!day || !clock) return null;
  const [, year, month, dayOfMonth] = day.map(Number) as [number, number, number, number];
  const [, hour, minute] = clock.map(Number) as [number, number, number];
  // The typed wall time read as if it were UTC; the real instant is it minus the zone's offset.
  const asUtc = Date.UTC(year, month - 1, dayOfMonth, hour, minute);
  // 31 February or 25:00 is no date or time (Date.UTC would roll it over).
  const rolled = new Date(asUtc);
  if (rolled.getUTCMonth() !== month - 1 || rolled.getUTCDate() !== dayOfMonth || hour > 23 || minute > 59) return null;
  // A zone changes its offset at most once in a day: the offsets half a day either side are all
  // the instant can have.
  const offsets = new Set([offsetAt(asUtc - 12 * HOUR), offsetAt(asUtc + 12 * HOUR)]);
  const matches = [...offsets]
    .map((offset) => asUtc - offset)
    .filter((instant) => {
      const shown = amsterdamParts(instant);
      return shown.date === date && shown.time === time;
    })
    .sort((a, b) => a - b);
  return matches.length ? new Date(matches[0]!).toISOString() : null;
}

const HOUR = 3_600_000;

/** How far Amsterdam's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number): number {
  const { date, time } = amsterdamParts(instant);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  return wall - Math.floor(instant / 60_000) * 60_000;
}
