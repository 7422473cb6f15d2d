const moment = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});

/** A moment as the agency reads it (Amsterdam), from an ISO-8601 time: '25 nov 2026, 13:05'. */
export const staffMoment = (iso: string): string => moment.format(new Date(iso));
