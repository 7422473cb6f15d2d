/** An action's answer as the site's api call gives it to a staff component: the data, or the api's Dutch message. */
export type StaffActionAnswer<T = unknown> = { ok: true; data: T } | { ok: false; message: string };
