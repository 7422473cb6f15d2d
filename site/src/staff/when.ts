/** Times in the staff area: day, month, year and time, as the agency reads them (Amsterdam). */
export const when = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});
