import type { IsoWeekday, OfficeHours } from '@agency/content/liveChat';

/** A date and time on the wall clock of a time zone. */
interface WallClock {
  year: number;
  month: number;
  day: number;
  weekday: IsoWeekday;
  minutes: number;
}

const WEEKDAYS: Record<string, IsoWeekday> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formats = new Map<string, Intl.DateTimeFormat>();

function wallClock(instant: Date, timeZone: string): WallClock {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS[parts.weekday!]!,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

const dateText = (clock: Pick<WallClock, 'year' | 'month' | 'day'>) =>
  `${clock.year}-${String(clock.month).padStart(2, '0')}-${String(clock.day).padStart(2, '0')}`;

/** The instant at which the wall clock of `timeZone` shows that date and time. */
function instantAt(year: number, month: number, day: number, minutes: number, timeZone: string): Date {
  const wanted = Date.UTC(year, month - 1, day, Math.floor(minutes / 60), minutes % 60);
  let guess = wanted;
  // Twice: once for the zone's offset, once more when that offset differs across a DST change.
  for (let round = 0; round < 2; round += 1) {
    const clock = wallClock(new Date(guess), timeZone);
    const shown = Date.UTC(clock.year, clock.month - 1, clock.day, Math.floor(clock.minutes / 60), clock.minutes % 60);
    guess += wanted - shown;
  }
  return new Date(guess);
}

/** The day's opening hours, in minutes of the wall clock, or undefined when closed all day. */
function hoursOn(hours: OfficeHours, clock: WallClock): { opens: number; closes: number } | undefined {
  if (hours.closedDays.includes(dateText(clock))) return undefined;
  const day = hours.week[clock.weekday];
  return day ? { opens: minutesOf(day.opens), closes: minutesOf(day.closes) } : undefined;
}

/** Whether `now` falls within the office hours. */
export function isOpen(hours: OfficeHours, now: Date): boolean {
  const clock = wallClock(now, hours.timeZone);
  const today = hoursOn(hours, clock);
  return today !== undefined && clock.minutes >= today.opens && clock.minutes < today.closes;
}

/** The next moment the office opens after `now` (within 60 days), or null when it never does. */
export function nextOpening(hours: OfficeHours, now: Date): Date | null {
  const clock = wallClock(now, hours.timeZone);
  // Noon avoids the hours a DST change skips when stepping from day to day.
  const noon = instantAt(clock.year, clock.month, clock.day, 12 * 60, hours.timeZone);
  for (let offset = 0; offset <= 60; offset += 1) {
    const day = wallClock(new Date(noon.getTime() + offset * 24 * 60 * 60_000), hours.timeZone);
    const open = hoursOn(hours, day);
    if (!open) continue;
    if (offset === 0 && clock.minutes >= open.opens) continue;
    return instantAt(day.year, day.month, day.day, open.opens, hours.timeZone);
  }
  return null;
}
