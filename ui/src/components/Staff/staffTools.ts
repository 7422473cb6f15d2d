// What the inbox's tools share: the shapes of the api's answers as the components read them
// (the site passes the api's JSON as it is), and how a time is shown.

/** Where a lead came from. */
export type StaffLeadSource = 'callback-dialog' | 'contact-form' | 'chat';
/** Where the agency is with a lead. */
export type StaffLeadStatus = 'new' | 'in_progress' | 'won' | 'lost';

/** A callback's answer, as the site's api call gives it: the data, or the api's Dutch message. */
export type StaffToolAnswer<T = unknown> = { ok: true; data: T } | { ok: false; message: string };

/** The sources in the order of the chart's stack, its legend and its table. */
export const STAFF_LEAD_SOURCES: readonly StaffLeadSource[] = ['callback-dialog', 'contact-form', 'chat'];

const moment = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});

/** A moment as the agency reads it (Amsterdam): '25 nov 2026 13:05'. */
export const staffMoment = (iso: string) => moment.format(new Date(iso));
