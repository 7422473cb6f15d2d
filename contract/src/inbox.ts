import type { LeadVisit } from './analytics';
import type { ChatMessage } from './chat';
import { LEAD_SOURCES, LEAD_STATUSES, type LeadKind, type LeadSource, type LeadStatus } from './leads';
import { endpoint, segment } from './endpoint';

/**
 * The staff area's inbox ("Aanvragen" at /beheer), under `/api/staff/leads`, behind a full staff
 * session (cookie; state changes same-origin only):
 *
 * - `GET /api/staff/leads?status=&source=&q=&person=&before=&limit=`: `InboxPage`, newest first.
 *   `q` searches name, e-mail, phone (a number in any notation, "06 12345678" too), the message
 *   and the notes; `person` (a lead's id) keeps the leads of the same person as that lead (same
 *   e-mail address or same phone number), itself included; `before` is the `nextCursor` of the
 *   page before; `counts` are per status, for the same source, `q` and `person`.
 * - `GET /api/staff/leads/:id`: `InboxLeadDetail`.
 * - `POST /api/staff/leads/:id/status` `{status}`: `{status}`.
 * - `POST /api/staff/leads/:id/notes` `{text}`: `201 InboxNote`.
 * - `POST /api/staff/leads/:id/replies` `{subject, body}`: `201 InboxReply`, sent by e-mail to the
 *   lead's address (only once the SMTP server accepted it). `409 {error: 'reply_unavailable'}`
 *   without SMTP or without the lead's e-mail address; `429 {error: 'reply_limit'}` past
 *   `LEADS_REPLY_PER_HOUR` replies of this colleague in the last hour; `502 {error: 'reply_refused'}`
 *   when the SMTP server refused it (nothing is kept then).
 * - `PUT /api/staff/leads/:id/assignee` `{staffUserId: string | null}`: `{assignee}`.
 * - `PUT /api/staff/leads/:id/follow-up` `{at: string | null, text?: string}`: `{followUp}`; an
 *   alert goes out when it is due (a job in the database, claimed once across instances).
 * - `GET /api/staff/leads/follow-ups`: `{followUps: InboxFollowUpRow[]}`, due before the end of
 *   today (Europe/Amsterdam), the overdue first.
 * - `GET /api/staff/leads/colleagues`: `{colleagues: InboxColleague[]}`, who a lead can be assigned to.
 * - `GET /api/staff/saved-replies`: `{savedReplies: SavedReply[]}`; `POST` `{title, body}`: `201
 *   SavedReply`; `PUT /:id` `{title, body}`: `SavedReply`; `DELETE /:id`: `204`. Changing them is
 *   for a beheerder (`403 {error: 'admin_only'}`), using them for everyone.
 *
 * Errors as everywhere: `400 {error: 'validation_failed', message, fields}` (Dutch per field),
 * `401 {error: 'session_required'}`, `404 {error: 'not_found'}`.
 */
export const staffInbox = {
  paths: { leads: '/api/staff/leads', savedReplies: '/api/staff/saved-replies' },
  /** The statuses in the order of the filter chips (their Dutch names are the content's). */
  statuses: LEAD_STATUSES,
  sources: LEAD_SOURCES,
  limits: {
    /** Leads per page unless `limit` says otherwise, and the most it may say. */
    pageSize: 50,
    maxPageSize: 200,
    /** A note's characters (after trimming). */
    noteMinChars: 1,
    noteMaxChars: 5000,
    /** A search's characters. */
    searchMaxChars: 200,
    /** The characters of a row's `preview` (the message's first line), "…" included when clipped. */
    previewChars: 120,
    /** A reply's subject (one line) and text. */
    replySubjectMaxChars: 200,
    replyBodyMaxChars: 10_000,
    /** A saved reply's title and text. */
    savedReplyTitleMaxChars: 80,
    savedReplyBodyMaxChars: 5000,
    savedRepliesMax: 100,
    /** A follow-up's text. */
    followUpTextMaxChars: 500,
  },
  /** In a saved reply, replaced by the lead's name when it is used (left out when there is no name). */
  namePlaceholder: '{naam}',
} as const;

/**
 * The staff area's live stream, `GET /api/staff/events` (server-sent events, a full session;
 * an open stream does not count as activity). Every frame carries ids only:
 * - `event: ready` `id: <n>` `data: {}`: connected; events after n follow.
 * - `event: lead` `id: <n>` `data: {kind: 'lead.created' | 'lead.updated', leadId}`.
 * - `event: chat` `id: <n>` `data: {kind: 'chat.waiting' | 'chat.updated', chatId}`: the chat queue changed.
 * - `event: analytics` `id: <n>` `data: {kind: 'analytics.counted'}`: visits were counted; read the
 *   overview again. At most one per `analytics.liveEveryMs` (10 s), across instances.
 * - `event: reload` `id: <n>`: more was missed than is sent one by one; read the page again.
 * - `event: signed-out`: the session ended (signed out, "Overal uitloggen", reset, timed out).
 * A reconnect sends `Last-Event-ID` (EventSource does so by itself) and misses nothing.
 */
export const staffLive = {
  path: '/api/staff/events',
  events: {
    ready: 'ready',
    lead: 'lead',
    chat: 'chat',
    analytics: 'analytics',
    reload: 'reload',
    signedOut: 'signed-out',
  },
  /** How long a browser waits before reconnecting (the stream's `retry:`). */
  retryMs: 3000,
} as const;

export interface StaffLiveEvent {
  kind: 'lead.created' | 'lead.updated';
  leadId: string;
}

export interface StaffLiveChatEvent {
  kind: 'chat.waiting' | 'chat.updated';
  chatId: string;
}

export type InboxStatus = LeadStatus;
export type InboxSource = LeadSource;

/** A row of the inbox. Times are ISO-8601 UTC. */
export interface InboxLead {
  id: string;
  name: string | null;
  source: InboxSource;
  kind: LeadKind;
  createdAt: string;
  status: InboxStatus;
  email: string | null;
  /** E.164: +31612345678 (shown in Dutch notation: `formatPhoneNumber` of `@agency/contract/phone`). */
  phone: string | null;
  /** The message's first line, clipped to `staffInbox.limits.previewChars` (ending in "…"); null without a message. */
  preview: string | null;
  /** Where the visit that made the lead came from (`@agency/contract/analytics`); null without one. */
  visit: LeadVisit | null;
  /** The colleague the lead is assigned to; null when nobody is. */
  assignee: InboxColleague | null;
  /** When the lead is to be followed up (ISO-8601 UTC); null when no follow-up is set. */
  followUpAt: string | null;
  /**
   * How many other leads the same person left: the same e-mail address (any capitals) or the
   * same phone number (stored in E.164, so written any way). `?person=<id>` lists them all.
   */
  samePerson: number;
}

export interface InboxPage {
  leads: InboxLead[];
  /** Send as `before` for the next page; null on the last page. */
  nextCursor: string | null;
  counts: Record<InboxStatus, number>;
}

export interface InboxNote {
  id: string;
  text: string;
  createdAt: string;
  author: { id: string; name: string };
}

/** A notification of the lead to the agency (`email`, `webhook`) and how far its delivery is. */
export interface InboxNotification {
  channel: 'email' | 'webhook';
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  sentAt: string | null;
}

/** A colleague as the inbox names them (who a lead is assigned to, who did what). */
export interface InboxColleague {
  id: string;
  name: string;
}

/** A reply sent to the lead by e-mail from the lead's page (plain text). */
export interface InboxReply {
  id: string;
  to: string;
  subject: string;
  body: string;
  createdAt: string;
  author: InboxColleague;
}

export interface InboxFollowUp {
  at: string;
  text: string | null;
}

/** A row of the follow-ups due: the lead, its follow-up, and whether its time has passed. */
export interface InboxFollowUpRow {
  lead: InboxLead;
  followUp: InboxFollowUp;
  overdue: boolean;
}

/** A text the agency starts a reply from; `{naam}` becomes the lead's name. */
export interface SavedReply {
  id: string;
  title: string;
  body: string;
  updatedAt: string;
}

/**
 * What happened to a lead, oldest first: each entry with when, and who (null: the visitor or
 * the system).
 */
export type InboxTimelineEntry = { at: string; by: InboxColleague | null } & (
  | { kind: 'received' }
  | { kind: 'status'; status: InboxStatus }
  | { kind: 'note'; noteId: string }
  | { kind: 'reply'; replyId: string; subject: string }
  | { kind: 'assigned'; assignee: InboxColleague | null }
  | { kind: 'follow_up'; followUpAt: string | null }
  | { kind: 'follow_up_due'; followUpAt: string }
  | { kind: 'chat'; chatId: string }
);

/** Whether a reply can be sent from the lead's page, and if not, why. */
export type InboxReplyState = { available: true; from: string } | { available: false; reason: 'no_email' | 'no_smtp' };

export interface InboxLeadDetail {
  lead: InboxLead & { message: string | null };
  /** The chat before the callback request (chat leads), oldest first; null when there is none. */
  conversation: ChatMessage[] | null;
  /** Oldest first. */
  notes: InboxNote[];
  notifications: InboxNotification[];
  /** Oldest first. */
  replies: InboxReply[];
  reply: InboxReplyState;
  followUp: InboxFollowUp | null;
  timeline: InboxTimelineEntry[];
}

/** The inbox's calls, typed (the staff pages call them through `staffCall`). */
export const staffInboxApi = {
  /**
   * A page of leads, for a query string as the inbox's address has it (`status`, `source`, `q`,
   * `person`, `before`: the last page's `nextCursor`, `limit`), passed on as it is.
   */
  leads: (search: string) =>
    endpoint<undefined, InboxPage>('GET', `${staffInbox.paths.leads}${search ? `?${search}` : ''}`),
  lead: (id: string) => endpoint<undefined, InboxLeadDetail>('GET', `${staffInbox.paths.leads}/${segment(id)}`),
  setStatus: (id: string) =>
    endpoint<{ status: InboxStatus }, { status: InboxStatus }>(
      'POST',
      `${staffInbox.paths.leads}/${segment(id)}/status`,
    ),
  addNote: (id: string) =>
    endpoint<{ text: string }, InboxNote>('POST', `${staffInbox.paths.leads}/${segment(id)}/notes`),
  reply: (id: string) =>
    endpoint<{ subject: string; body: string }, InboxReply>('POST', `${staffInbox.paths.leads}/${segment(id)}/replies`),
  assign: (id: string) =>
    endpoint<{ staffUserId: string | null }, { assignee: InboxColleague | null }>(
      'PUT',
      `${staffInbox.paths.leads}/${segment(id)}/assignee`,
    ),
  setFollowUp: (id: string) =>
    endpoint<{ at: string | null; text?: string }, { followUp: InboxFollowUp | null }>(
      'PUT',
      `${staffInbox.paths.leads}/${segment(id)}/follow-up`,
    ),
  followUps: endpoint<undefined, { followUps: InboxFollowUpRow[] }>('GET', `${staffInbox.paths.leads}/follow-ups`),
  colleagues: endpoint<undefined, { colleagues: InboxColleague[] }>('GET', `${staffInbox.paths.leads}/colleagues`),
  savedReplies: endpoint<undefined, { savedReplies: SavedReply[] }>('GET', staffInbox.paths.savedReplies),
  addSavedReply: endpoint<{ title: string; body: string }, SavedReply>('POST', staffInbox.paths.savedReplies),
  changeSavedReply: (id: string) =>
    endpoint<{ title: string; body: string }, SavedReply>('PUT', `${staffInbox.paths.savedReplies}/${segment(id)}`),
  removeSavedReply: (id: string) =>
    endpoint<undefined, undefined>('DELETE', `${staffInbox.paths.savedReplies}/${segment(id)}`),
} as const;
