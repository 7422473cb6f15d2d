import type { Generated } from 'kysely';

import type { ChatMessage } from '@agency/contract/chat';
import type { LeadKind, LeadSource, LeadStatus } from '@agency/contract/leads';
import type { LiveChatAuthor, LiveChatEndedBy } from '@agency/contract/liveChat';

/** A lead's kinds, sources and statuses are the contract's (`@agency/contract/leads`). */
export { LEAD_SOURCES, LEAD_STATUSES } from '@agency/contract/leads';
export type { LeadKind, LeadSource, LeadStatus };

/** Tables as kysely sees them. Timestamps are ISO-8601 UTC strings in both engines. */
/**
 * `pending`: waiting for (another) attempt; `sent`: the channel confirmed delivery; `failed`:
 * given up after OUTBOX_MAX_ATTEMPTS attempts, no longer claimed until `leads retry` puts it back.
 */
export type OutboxStatus = 'pending' | 'sent' | 'failed';
export type ChannelName = 'email' | 'webhook';

export interface LeadsTable {
  id: string;
  kind: LeadKind;
  name: string | null;
  email: string | null;
  /** E.164, e.g. +31612345678 */
  phone: string | null;
  message: string | null;
  created_at: string;
  /** Where the lead was made (rows older than the column: their endpoint's form). */
  source: LeadSource;
  /** The caller's Idempotency-Key, kept for 24 hours (then NULL); unique among leads. */
  idempotency_key: string | null;
  /** sha256 (hex) of the endpoint kind and the request body the key was first sent with. */
  request_hash: string | null;
  /** Where the agency is with it (the inbox); `new` unless given when stored. */
  status: Generated<LeadStatus>;
  /**
   * The visit that made the lead (`LeadVisit` of `@agency/contract/analytics`, as
   * `visitOriginOf` of api/src/features/analytics kept it): the site's route it arrived on, the
   * referrer's host, and the source (`utm_source`, else the referrer's host, else `direct`),
   * medium and campaign. All NULL for a lead without one (the form posted without JavaScript, a
   * lead of before the columns); `visit_landing` NULL means no visit. Personal data of the lead:
   * found, erased and expired with it.
   */
  visit_landing: string | null;
  visit_referrer_host: string | null;
  visit_source: string | null;
  visit_medium: string | null;
  visit_campaign: string | null;
  /** The colleague (staff user id) the lead is assigned to; NULL when nobody is. */
  assigned_to: string | null;
  /** When to follow the lead up (ISO-8601 UTC), and the colleague's short reason; NULL when not set. */
  follow_up_at: string | null;
  follow_up_text: string | null;
}

/**
 * A lead's name, e-mail address, message and notes, lowercased, a line each: what the inbox's
 * search reads (kept by triggers, `2026_12_02_016_inbox_people_and_search`; never shown).
 */
export interface LeadSearchTable {
  lead_id: string;
  text: string;
}

export interface OutboxTable {
  id: string;
  lead_id: string;
  channel: ChannelName;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  /** A worker that claimed the job holds it until then; a crashed worker's claim expires. */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** One message of a chat conversation, as the visitor's browser sent it. */
export type ConversationMessage = ChatMessage;

/** The chat conversation a chat callback lead was made from: one row per lead at most. */
export interface LeadConversationsTable {
  lead_id: string;
  /** JSON text: `[{"role":"user"|"assistant","content":"…"}, …]`. */
  messages: string;
  created_at: string;
}

/**
 * A note a colleague wrote on a lead in the inbox. Its text is personal data about the lead:
 * found, erased and expired with it.
 */
export interface LeadNotesTable {
  id: string;
  lead_id: string;
  /** The staff user who wrote it. */
  author_id: string;
  text: string;
  created_at: string;
}

/** An e-mail a colleague sent to the lead from its page, as sent: personal data, kept and erased with the lead. */
export interface LeadRepliesTable {
  id: string;
  lead_id: string;
  author_id: string;
  to_address: string;
  subject: string;
  body: string;
  /** The Message-ID the mail went out with. */
  message_id: string;
  created_at: string;
}

/** A text the agency starts a reply from (`{naam}` becomes the lead's name). */
export interface SavedRepliesTable {
  id: string;
  title: string;
  body: string;
  created_at: string;
  updated_at: string;
}

/** What happened to a lead, by whom, for its timeline (notes and replies are rows of their own tables). */
export type LeadEventKind = 'status' | 'assigned' | 'follow_up' | 'follow_up_due';

export interface LeadEventsTable {
  id: string;
  lead_id: string;
  kind: LeadEventKind;
  /** The colleague who did it; null for what the system did (a follow-up falling due). */
  actor_id: string | null;
  /** The new status, the assignee's id, the follow-up's time; null when cleared. */
  detail: string | null;
  at: string;
}

export type FeedbackVote = 'useful' | 'not_useful';

/** "Nuttig" / "Niet nuttig" on an answer of the chat assistant; not tied to a lead. */
export interface ChatFeedbackTable {
  id: string;
  vote: FeedbackVote;
  question: string;
  answer: string;
  created_at: string;
}

/**
 * How many chat questions were asked on a day (UTC, `YYYY-MM-DD`) about a topic (one of
 * `chatTopics` in @agency/content), and how many of them the assistant could not answer.
 * Counts only: nothing of the question, the visitor or their connection.
 */
export interface ChatQuestionCountsTable {
  day: string;
  topic: string;
  asked: number;
  unanswered: number;
}

/**
 * A counted page view: its hour (UTC, `2026-12-02T09:00:00.000Z`), its day (Europe/Amsterdam)
 * and what it came with. Never a hash, an IP address or a user agent. Kept ANALYTICS_RAW_DAYS.
 */
export interface AnalyticsPageViewsTable {
  id: Generated<number>;
  day: string;
  hour: string;
  route: string;
  /** 1: the page the visitor arrived on. */
  landing: number;
  referrer_host: string | null;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  device: string;
}

/**
 * The daily totals, added to as views come in: per day (Europe/Amsterdam), dimension (`day`
 * with value `''`, `route`, `source`, `medium`, `campaign`, `device`, `goal`) and value, the
 * page views (landings for sources, media and campaigns; how often, for goals) and visitors.
 */
export interface AnalyticsTotalsTable {
  day: string;
  dimension: string;
  value: string;
  views: number;
  visitors: number;
}

/** The random salt of one day's visitor hashes; deleted when the day is over. */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

/** A visitor of one day, per scope (`day`, `route:/faq`, `source:…`): a keyed hash; deleted with the day's salt. */
export interface AnalyticsVisitorHashesTable {
  day: string;
  scope: string;
  hash: string;
}

/**
 * One row, `id` = `counted`: when visits were last said to be counted to the staff area's live
 * stream. A trigger writes the `analytics.counted` staff event when it changes.
 */
export interface AnalyticsLiveTable {
  id: string;
  counted_at: string;
}

/**
 * A colleague of the agency who may sign in to the staff area. No roles: every staff member may
 * do everything there. `enrolling` until the enrolment link has been used to the end.
 */
export type StaffStatus = 'enrolling' | 'active' | 'disabled';
export type StaffRole = 'admin' | 'member';

export interface StaffUsersTable {
  id: string;
  /** Lowercased; unique. */
  email: string;
  name: string;
  /** `scrypt$logN$r$p$salt$key`; NULL until a password was chosen at enrolment. */
  password_hash: string | null;
  status: StaffStatus;
  /** `admin`: a "beheerder", who manages the colleagues; `member`: a colleague. */
  role: StaffRole;
  created_at: string;
  updated_at: string;
}

/** A one-time enrolment link; only the hash of its token is kept. */
export interface StaffEnrolmentsTable {
  token_hash: string;
  user_id: string;
  expires_at: string;
  /** When a browser exchanged the token for an enrolment session (the link is then used up). */
  claimed_at: string | null;
  created_at: string;
}

export type StaffFactorKind = 'totp' | 'webauthn';

/** A second factor: an authenticator app (TOTP) or a passkey (WebAuthn). */
export interface StaffFactorsTable {
  id: string;
  user_id: string;
  kind: StaffFactorKind;
  status: 'unverified' | 'verified';
  friendly_name: string;
  /** TOTP: the shared secret (base32). */
  secret: string | null;
  /** TOTP: the last time step a code was accepted for; older and equal steps are refused. */
  last_step: number | null;
  /** WebAuthn: the credential id (base64url), its public key (base64url, COSE), signature counter, transports (JSON). */
  credential_id: string | null;
  public_key: string | null;
  counter: number | null;
  transports: string | null;
  created_at: string;
  last_used_at: string | null;
}

export interface StaffRecoveryCodesTable {
  id: string;
  user_id: string;
  /** sha256 of the normalised code. */
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/**
 * What a session may do: `enrolment` (a browser that exchanged an enrolment link, until it has
 * chosen a password and a second factor), `partial` (the password was right, the second step
 * is due) or `full`.
 */
export type StaffSessionStage = 'enrolment' | 'partial' | 'full';

/** A staff session kept on the server; the browser holds the token, the table only its hash. */
export interface StaffSessionsTable {
  id_hash: string;
  user_id: string;
  stage: StaffSessionStage;
  created_at: string;
  last_seen_at: string;
  /** The absolute end (12 hours for a full session, 5 minutes for a partial one). */
  expires_at: string;
  /** Wrong second steps in a partial session. */
  attempts: number;
  /** A WebAuthn challenge waiting for its answer. */
  challenge: string | null;
  /** The browser's description, cut short, to recognise one's sessions in the list. */
  user_agent: string | null;
  ended_at: string | null;
  /** When this session last asked the password or a factor again (sensitive actions need it recent). */
  reauthenticated_at: string | null;
}

/**
 * The audit trail: who did what, when. Never a lead's personal data (only its id); the IP as an
 * HMAC. Kept two years, and not erased with a lead.
 */
export interface StaffAuditTable {
  id: string;
  at: string;
  user_id: string | null;
  event: string;
  lead_id: string | null;
  ip_hmac: string | null;
  /** A short, non-personal detail (a factor's kind, a new status). */
  detail: string | null;
}

/** Failed sign-ins counted per account and per IP (HMAC keys), shared by every instance. */
export interface StaffThrottleTable {
  key: string;
  failures: number;
  last_failure_at: string;
  blocked_until: string | null;
}

/** A WebAuthn challenge of a passkey sign-in, until it is answered (once) or expires. */
export interface StaffChallengesTable {
  id_hash: string;
  challenge: string;
  expires_at: string;
}

/** What the open inboxes are told (ids only); `id` orders them (PostgreSQL returns it as text). */
export interface StaffEventsTable {
  id: Generated<number | string>;
  kind: string;
  lead_id: string;
  at: string;
}

/** A job of the queue in the database (api/src/shared/jobs); deleted once done. */
export interface JobsTable {
  id: string;
  key: string;
  kind: string;
  /** JSON text of an object with ids only. */
  payload: string;
  run_at: string;
  status: 'pending' | 'failed';
  version: number;
  attempts: number;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
}

/** A secret the api made itself, shared by every instance through the database. */
export interface AppSecretsTable {
  name: string;
  value: string;
}

/** A conversation a visitor asked a colleague for (see the live chat's contract). */
export interface LiveChatsTable {
  id: string;
  /** Short, shown to the visitor; `leads find`/`erase` take it. */
  reference: string;
  /** sha256 (hex) of the visitor's capability; the capability itself is never stored. */
  capability_hash: string;
  status: 'waiting' | 'active' | 'ended' | 'missed';
  page: string;
  /** JSON: the assistant conversation before the hand-over, as the visitor's browser sent it. */
  transcript: string;
  created_at: string;
  /** Since when it waits in the queue (again, after a colleague handed it back). */
  waiting_since: string;
  staff_id: string | null;
  staff_name: string | null;
  taken_at: string | null;
  last_message_at: string | null;
  /** The visitor's last message (the inbox hears of it: unread counts). */
  last_visitor_message_at: string | null;
  ended_at: string | null;
  ended_by: LiveChatEndedBy | null;
  /** The visitor's messages up to this event id were seen by the colleague. */
  read_up_to: Generated<number | string>;
}

export interface LiveChatEventsTable {
  id: Generated<number | string>;
  chat_id: string;
  type: 'message' | 'taken' | 'typing' | 'read' | 'released' | 'ended' | 'missed' | 'contact_asked' | 'contact_left';
  author: LiveChatAuthor | null;
  name: string | null;
  text: string | null;
  /** `ended`: by whom; `read`: the id read up to; `contact_left`: the lead's id. */
  detail: string | null;
  at: string;
}

/**
 * A live chat in which the visitor left their contact details, and the lead that made or joined
 * (`2026_12_03_021_live_chat_leads`). The transcript is the lead's own copy (the live chat's row
 * goes by its own period): taken when the details were left, completed when the chat ended.
 * Personal data of the lead: found, erased and expired with it.
 */
export interface LeadLiveChatsTable {
  lead_id: string;
  chat_id: string;
  /** The chat's reference ("7K3Q-9PXA"), as the visitor saw it. */
  reference: string;
  /** JSON: `{assistant: [{role, content}], messages: [{from, name, text, at}]}` (`LeadLiveChat` of the contract). */
  transcript: string;
  linked_at: string;
  /** When the chat ended (its transcript is then complete); null while it is open. */
  ended_at: string | null;
}

export interface StaffChatPresenceTable {
  user_id: string;
  /** 1: "Beschikbaar voor chat" is on (counted while `seen_at` is recent). */
  available: Generated<number>;
  display_name: string;
  /** When an inbox tab of this person was last seen open (its live stream). */
  seen_at: string | null;
}

/**
 * A browser that takes Web Push alerts for a colleague (the staff area installed on a phone):
 * the push service's endpoint (unique) and the browser's keys (base64url), the label of the
 * device, and the session that registered it (signing out there removes it).
 */
export interface StaffPushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** Browser and system, from the user agent ("Chrome · Android"); never typed by anyone. */
  label: string;
  session_hash: string | null;
  created_at: string;
  /** When the push service last accepted a message for it. */
  last_sent_at: string | null;
}

/** A colleague's choice of one alert topic on one channel (`enabled` 1 or 0); no row: the default. */
export interface StaffAlertChoicesTable {
  user_id: string;
  topic: string;
  channel: string;
  enabled: number;
  updated_at: string;
}

export interface DatabaseSchema {
  leads: LeadsTable;
  outbox: OutboxTable;
  lead_conversations: LeadConversationsTable;
  lead_notes: LeadNotesTable;
  lead_replies: LeadRepliesTable;
  saved_replies: SavedRepliesTable;
  lead_events: LeadEventsTable;
  lead_search: LeadSearchTable;
  chat_feedback: ChatFeedbackTable;
  chat_question_counts: ChatQuestionCountsTable;
  staff_users: StaffUsersTable;
  staff_enrolments: StaffEnrolmentsTable;
  staff_factors: StaffFactorsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_sessions: StaffSessionsTable;
  staff_audit: StaffAuditTable;
  staff_throttle: StaffThrottleTable;
  app_secrets: AppSecretsTable;
  jobs: JobsTable;
  staff_challenges: StaffChallengesTable;
  staff_events: StaffEventsTable;
  live_chats: LiveChatsTable;
  live_chat_events: LiveChatEventsTable;
  lead_live_chats: LeadLiveChatsTable;
  staff_chat_presence: StaffChatPresenceTable;
  analytics_page_views: AnalyticsPageViewsTable;
  analytics_totals: AnalyticsTotalsTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_visitor_hashes: AnalyticsVisitorHashesTable;
  analytics_live: AnalyticsLiveTable;
  staff_push_subscriptions: StaffPushSubscriptionsTable;
  staff_alert_choices: StaffAlertChoicesTable;
}

/**
 * The PostgreSQL channel every instance listens on; a notification carries nothing. The events
 * themselves are written by triggers on `leads` and `lead_notes` (see the migrations).
 */
export const STAFF_EVENTS_CHANNEL = 'staff_events';

/**
 * The key of the advisory lock that puts the event writes of concurrent transactions in a row
 * (PostgreSQL; see the migration that makes the triggers writing the events).
 */
export const STAFF_EVENT_ORDER_LOCK = 7_461_902;
