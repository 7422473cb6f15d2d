import type { StaffSessionStage } from '../../../../shared/data/schema';
import type { Logger } from '../../../../shared/logger';
import type { StaffRepository, StaffSession, StaffUser } from '../../data/staffRepository';
import type { PasswordHasher } from '../password';

/**
 * The events of the audit trail: the specification's authentication events, and what staff do
 * with leads and accounts. Stored with ids only, never a lead's personal data.
 */
export type StaffAuditEvent =
  // The inbox's tools (ids and counts only): an export, a person looked up and erased, a notification sent again.
  | 'LEADS_EXPORTED'
  | 'PERSON_LOOKED_UP'
  | 'PERSON_ERASED'
  | 'NOTIFICATION_RETRIED'
  // A colleague took over or opened a live chat (its id in `lead_id`).
  | 'LIVE_CHAT_TAKEN'
  | 'LIVE_CHAT_VIEWED'
  // A colleague asked a visitor in a live chat for their contact details (the chat's id), or read a lead's live chats (the lead's id).
  | 'LIVE_CHAT_CONTACT_ASKED'
  | 'LEAD_CHATS_VIEWED'
  // A colleague's own alerts (api/src/features/alerts): choices, a device (its id in `detail`), a test.
  | 'ALERT_CHOICES_CHANGED'
  | 'ALERT_DEVICE_ADDED'
  | 'ALERT_DEVICE_REMOVED'
  | 'ALERT_TEST_SENT'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED'
  | 'SIGN_IN_FAILED'
  | 'MFA_CHALLENGE_FAILED'
  | 'STAFF_ADDED'
  | 'STAFF_DISABLED'
  | 'ROLE_CHANGED'
  | 'ENROLMENT_STARTED'
  | 'ENROLMENT_RESUMED'
  | 'LEAD_VIEWED'
  | 'LEAD_STATUS_CHANGED'
  | 'LEAD_NOTE_ADDED'
  // Working a lead (api/src/features/inbox): a reply's id, the assignee's id, the follow-up's time in `detail`.
  | 'LEAD_REPLY_SENT'
  | 'LEAD_ASSIGNED'
  | 'LEAD_FOLLOW_UP_SET'
  // The agency's saved replies (a beheerder): the saved reply's id in `detail`.
  | 'SAVED_REPLY_ADDED'
  | 'SAVED_REPLY_CHANGED'
  | 'SAVED_REPLY_REMOVED'
  | 'REAUTHENTICATED'
  | 'REAUTH_FAILED';

/** Who asks: the request's IP (kept only as an HMAC) and browser description. */
export interface Caller {
  ip: string | undefined;
  userAgent: string | undefined;
}

/** A session as the routes see it: the user, and what stage it is in. */
export interface StaffContext {
  session: StaffSession;
  user: StaffUser;
}

/** A new session token for the browser, and what it may do. */
export interface IssuedSession {
  token: string;
  stage: StaffSessionStage;
  expiresAt: Date;
}

export interface StaffAuthOptions {
  repository: StaffRepository;
  hasher: PasswordHasher;
  /** The key of the HMAC the audit trail and the throttle keep IPs and addresses under. */
  hmacKey: string;
  /**
   * The key recovery codes are stored under (an HMAC, not a bare hash: a copy of the table alone
   * is not enough to try all codes). Made by the api and kept in the database.
   */
  codeKey: string;
  logger: Logger;
  /**
   * Called with a user's id when one or all of their sessions end (sign-out, reset, disable), so
   * the live streams of the ended sessions close at once.
   */
  onSessionsEnded?: (userId: string) => void;
  /**
   * Called when a colleague signs out (`sessionHash`: that session's), or when all their sessions
   * end (no `sessionHash`: everywhere, a new start, blocked), before the answer: what belongs to
   * those sessions elsewhere (the devices that take alerts) ends with them.
   */
  onSignedOut?: (ended: { userId: string; sessionHash?: string }) => Promise<void>;
  now?: () => Date;
  /** The issuer an authenticator app shows next to the code. */
  issuer?: string;
}
