/** Tables as kysely sees them. Timestamps are ISO-8601 UTC strings in both engines. */
export type LeadKind = 'callback' | 'project';
/**
 * Where a lead was made: the callback dialog (`POST /api/request-callback`, the default),
 * the contact form (`POST /api/contact`) or the chat's handoff ("Bel me terug" in the chat).
 */
export type LeadSource = 'callback-dialog' | 'contact-form' | 'chat';
export const LEAD_SOURCES: readonly LeadSource[] = ['callback-dialog', 'contact-form', 'chat'];
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
export interface ConversationMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** The chat conversation a handoff lead was made from: one row per lead at most. */
export interface LeadConversationsTable {
  lead_id: string;
  /** JSON text: `[{"role":"user"|"assistant","content":"…"}, …]`. */
  messages: string;
  created_at: string;
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

export interface DatabaseSchema {
  leads: LeadsTable;
  outbox: OutboxTable;
  lead_conversations: LeadConversationsTable;
  chat_feedback: ChatFeedbackTable;
  chat_question_counts: ChatQuestionCountsTable;
}
