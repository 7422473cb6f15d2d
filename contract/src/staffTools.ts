import type { LeadVisit } from './analytics';
import type { InboxLead, InboxSource } from './inbox';
import { endpoint, query, segment } from './endpoint';

/**
 * The staff area's tools around the inbox, under `/api/staff/tools` (a full session; export and
 * erase also a recent re-authentication, else `403 {error: 'staff_reauth_required'}`):
 *
 * - `GET /feedback?before=&limit=`: the chat answers voted "Niet nuttig", newest first: `NotUsefulPage`.
 * - `GET /outbox`: the notifications not delivered (given up or waiting), oldest first: `UndeliveredList`.
 * - `POST /outbox/:id/retry`: sends that notification now: `{id}`; 409 when it was delivered
 *   or is being sent; 404 when there is none.
 * - `POST /person` `{email?, phone?}`: everything stored about that person: `PersonFound`
 *   (a POST, so the address or number is in no URL).
 * - `POST /person/erase` `{email?, phone?, confirm: true}`: erases it as `leads erase` does: `PersonErased`.
 * - `GET /export.csv?status=&source=`: the leads as CSV (an attachment).
 * - `GET /leads-per-week`: the last 12 ISO weeks (Europe/Amsterdam), counts per source: `LeadsPerWeek`.
 */
export const staffTools = {
  paths: {
    feedback: '/api/staff/tools/feedback',
    outbox: '/api/staff/tools/outbox',
    person: '/api/staff/tools/person',
    personErase: '/api/staff/tools/person/erase',
    export: '/api/staff/tools/export.csv',
    leadsPerWeek: '/api/staff/tools/leads-per-week',
  },
  limits: {
    /** Votes per page unless `limit` says otherwise, and the most it may say. */
    feedbackPageSize: 20,
    maxFeedbackPageSize: 100,
    /** Undelivered notifications listed (oldest first). */
    outboxListed: 100,
    /** An e-mail address's or phone number's characters. */
    personMaxChars: 320,
  },
  /** Weeks in the chart, this one included. */
  chartWeeks: 12,
} as const;

/** A chat answer a visitor voted "Niet nuttig". */
export interface NotUsefulAnswer {
  id: string;
  question: string;
  answer: string;
  createdAt: string;
}

export interface NotUsefulPage {
  answers: NotUsefulAnswer[];
  /** Send as `before` for the next page; null on the last page. */
  nextCursor: string | null;
}

/**
 * What went wrong with a notification, without its text (which could hold an address):
 * `http` (the receiver answered an error status, in `httpStatus`), `network` (not reached),
 * `timeout`, `configuration` (the channel is not set up), `other`.
 */
export type NotificationErrorKind = 'http' | 'network' | 'timeout' | 'configuration' | 'other';

export interface UndeliveredNotification {
  id: string;
  leadId: string;
  channel: 'email' | 'webhook';
  /** `failed`: given up after the last attempt; `pending`: waits for its (next) attempt. */
  status: 'pending' | 'failed';
  attempts: number;
  createdAt: string;
  /** When it is tried next (pending ones); null when given up. */
  nextAttemptAt: string | null;
  errorKind: NotificationErrorKind | null;
  httpStatus: number | null;
}

export interface UndeliveredList {
  /**
   * The channels this installation sends lead notifications by (LEADS_EMAIL_TO with SMTP_URL,
   * LEADS_WEBHOOK_URL); empty when none is set: then nothing is sent and nothing waits.
   */
  channels: UndeliveredNotification['channel'][];
  notifications: UndeliveredNotification[];
  /** In all (the list shows at most `limits.outboxListed`). */
  pending: number;
  failed: number;
}

/** A lead of the person, with its notes (the inbox row's preview and count of the person's leads aside). */
export interface PersonLead extends Omit<InboxLead, 'preview' | 'samePerson' | 'assignee' | 'followUpAt'> {
  message: string | null;
  /** Where the visit that made it came from, or null. */
  visit: LeadVisit | null;
  /** What colleagues wrote on it, oldest first. */
  notes: { id: string; text: string; createdAt: string }[];
  /** The replies sent to it by e-mail, oldest first, as sent. */
  replies: { id: string; to: string; subject: string; body: string; createdAt: string }[];
  /** Its follow-up, with the colleague's text; null when none is set. */
  followUp: { at: string; text: string | null } | null;
  /** Entries of its timeline besides notes and replies (status, assignment, follow-up, chats). */
  timelineEntries: number;
  /** Messages of the chat before the callback request (0: none). */
  conversationMessages: number;
  /** Notifications of the lead to the agency, delivered or not. */
  notifications: number;
}

/** Everything stored about a person: their leads and the chat votes whose texts mention them. */
export interface PersonFound {
  /** What was looked for, as stored: e-mail lowercased, phone in E.164. */
  match: { email?: string; phone?: string };
  leads: PersonLead[];
  feedback: (NotUsefulAnswer & { vote: 'useful' | 'not_useful' })[];
}

export interface PersonErased {
  leadIds: string[];
  feedbackIds: string[];
  /** Rows per table: leads, outbox, lead_conversations, lead_notes, chat_feedback. */
  counts: Record<string, number>;
}

export interface WeekOfLeads {
  /** ISO week, e.g. `2026-W48`. */
  week: string;
  /** Its Monday (Europe/Amsterdam), `2026-11-23`. */
  start: string;
  counts: Record<InboxSource, number>;
  total: number;
}

export interface LeadsPerWeek {
  /** Oldest first; the last is this week. */
  weeks: WeekOfLeads[];
}

/** The tools' calls, typed (the staff pages call them through `staffCall`; the export is a link). */
export const staffToolsApi = {
  feedback: (before?: string) =>
    endpoint<undefined, NotUsefulPage>('GET', `${staffTools.paths.feedback}${query({ before })}`),
  outbox: endpoint<undefined, UndeliveredList>('GET', staffTools.paths.outbox),
  retry: (id: string) => endpoint<undefined, { id: string }>('POST', `${staffTools.paths.outbox}/${segment(id)}/retry`),
  person: endpoint<{ email?: string; phone?: string }, PersonFound>('POST', staffTools.paths.person),
  erase: endpoint<{ email?: string; phone?: string; confirm: true }, PersonErased>(
    'POST',
    staffTools.paths.personErase,
  ),
  leadsPerWeek: endpoint<undefined, LeadsPerWeek>('GET', staffTools.paths.leadsPerWeek),
} as const;
