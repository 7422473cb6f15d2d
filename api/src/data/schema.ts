/** Tables as kysely sees them. Timestamps are ISO-8601 UTC strings in both engines. */
export type LeadKind = 'callback' | 'project';
export type OutboxStatus = 'pending' | 'sent';
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

export interface DatabaseSchema {
  leads: LeadsTable;
  outbox: OutboxTable;
}
