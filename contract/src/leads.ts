/**
 * A lead: a call back asked for (the callback dialog, or "Bel me terug" in the chat) or a project
 * request (the contact form). What the site, the staff area and the api share about one.
 */
export const leadsApi = {
  paths: {
    requestCallback: '/api/request-callback',
    contact: '/api/contact',
  },
} as const;

/**
 * Where a lead was made: the callback dialog (`POST /api/request-callback`, the default),
 * the contact form (`POST /api/contact`) or the chat ("Bel me terug" in the chat).
 */
export const LEAD_SOURCES = ['callback-dialog', 'contact-form', 'chat'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/**
 * Where the agency is with a lead, set in the staff area's inbox, in the order of its filter
 * chips: `new` (every lead starts so), `in_progress`, `won`, `lost`. Their Dutch names are the
 * content's (`@agency/content`).
 */
export const LEAD_STATUSES = ['new', 'in_progress', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** `callback` (call back) or `project` (the contact form). */
export type LeadKind = 'callback' | 'project';
