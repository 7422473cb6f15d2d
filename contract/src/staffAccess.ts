import { endpoint, query, segment, type Endpoint } from './endpoint';

/**
 * Staff access, under `/api/staff` (the session in an HttpOnly cookie, state changes
 * same-origin only): enrolment from a link, sign-in with a second factor or a passkey, the
 * session's own account, its sessions, asking again before a sensitive change, and the team's
 * audit trail. Errors as everywhere: `{error, message, fields?}` with a Dutch message.
 */
const base = '/api/staff';

export interface StaffUserSummary {
  id: string;
  name: string;
  email: string;
}

/** A second factor as the account shows it. */
export interface StaffFactorSummary {
  id: string;
  kind: 'totp' | 'webauthn';
  friendlyName: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A colleague's role: `admin` ("beheerder") manages the colleagues; `member` ("collega") does not. */
export type StaffRole = 'admin' | 'member';

/** An account as "Collega's" lists it (a beheerder only). */
export interface StaffTeamMember {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** `enrolling`: invited, not yet set up; `disabled`: blocked. */
  status: 'enrolling' | 'active' | 'disabled';
  createdAt: string;
}

/** An invitation or a new start: the one-time link (24 hours) to pass on, and whether it was e-mailed. */
export interface StaffTeamLink {
  colleague: StaffTeamMember;
  link: string;
  expiresAt: string;
  emailed: boolean;
}

/** `GET /me`: who is signed in, their factors, and when the session ends at the latest. */
export interface StaffMe {
  user: StaffUserSummary;
  role: StaffRole;
  factors: StaffFactorSummary[];
  recoveryCodesLeft: number;
  sessionExpiresAt: string;
}

/** One of the account's open sessions (`current`: this browser's). */
export interface StaffSessionSummary {
  id: string;
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
}

/** A line of the team's audit trail: when, who, what, and the lead's id (never personal data). */
export interface StaffAuditEntry {
  id: string;
  at: string;
  event: string;
  staffName: string | null;
  leadId: string | null;
}

/** What an enrolment still needs. */
export type EnrolmentStep = 'password' | 'factor' | 'recovery';

/** A new authenticator app: its secret and the URI its QR code holds. */
export interface TotpSetup {
  secret: string;
  uri: string;
}

/** Ten recovery codes, shown once. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** The WebAuthn options the browser's passkey API takes (their type is the browser library's). */
export type PasskeyOptions = unknown;

/** A passkey's answer as the browser library gives it. */
export type PasskeyAnswer = { response: unknown };

export const staffAccessApi = {
  me: endpoint<undefined, StaffMe>('GET', `${base}/me`),
  /** `enrolment`: the account is still being set up; the set-up goes on at the enrolment page. */
  signIn: endpoint<{ email: string; password: string }, { step: 'code' | 'enrolment' }>('POST', `${base}/sign-in`),
  signInCode: endpoint<{ code: string }, { user: Omit<StaffUserSummary, 'id'> }>('POST', `${base}/sign-in/code`),
  signInPasskeyOptions: endpoint<undefined, PasskeyOptions>('POST', `${base}/sign-in/passkey/options`),
  signInPasskey: endpoint<PasskeyAnswer, { signedIn: true }>('POST', `${base}/sign-in/passkey`),
  signOut: endpoint('POST', `${base}/sign-out`),

  enrolment: endpoint<undefined, { user: StaffUserSummary; step: EnrolmentStep }>('GET', `${base}/enrolment`),
  claimEnrolment: endpoint<{ token: string }, { step: 'password' }>('POST', `${base}/enrolment`),
  enrolmentPassword: endpoint<{ password: string }, { step: 'factor' }>('POST', `${base}/enrolment/password`),
  enrolmentTotp: endpoint<undefined, TotpSetup>('POST', `${base}/enrolment/totp`),
  enrolmentTotpConfirm: endpoint<{ code: string }, RecoveryCodes>('POST', `${base}/enrolment/totp/confirm`),
  enrolmentPasskeyOptions: endpoint<undefined, PasskeyOptions>('POST', `${base}/enrolment/passkey/options`),
  enrolmentPasskey: endpoint<PasskeyAnswer, RecoveryCodes>('POST', `${base}/enrolment/passkey`),
  enrolmentDone: endpoint('POST', `${base}/enrolment/done`),

  /** "Collega's" (a beheerder only; each change after asking again, audited). */
  team: endpoint<undefined, { colleagues: StaffTeamMember[] }>('GET', `${base}/team`),
  invite: endpoint<{ name: string; email: string; role?: StaffRole }, StaffTeamLink>('POST', `${base}/team`),
  resetColleague: (id: string) => endpoint<undefined, StaffTeamLink>('POST', `${base}/team/${segment(id)}/reset`),
  disableColleague: (id: string) =>
    endpoint<undefined, { colleague: StaffTeamMember }>('POST', `${base}/team/${segment(id)}/disable`),
  setRole: (id: string) =>
    endpoint<{ role: StaffRole }, { colleague: StaffTeamMember }>('PUT', `${base}/team/${segment(id)}/role`),

  sessions: endpoint<undefined, { sessions: StaffSessionSummary[] }>('GET', `${base}/sessions`),
  endSession: endpoint<{ id: string }>('POST', `${base}/sessions/end`),
  endAllSessions: endpoint('POST', `${base}/sessions/end-all`),

  changePassword: endpoint<{ currentPassword: string; newPassword: string }>('POST', `${base}/account/password`),
  newRecoveryCodes: endpoint<undefined, RecoveryCodes>('POST', `${base}/account/recovery-codes`),
  addTotp: endpoint<undefined, TotpSetup>('POST', `${base}/account/factors/totp`),
  confirmTotp: endpoint<{ code: string }, { factors: StaffFactorSummary[] }>(
    'POST',
    `${base}/account/factors/totp/confirm`,
  ),
  addPasskeyOptions: endpoint<undefined, PasskeyOptions>('POST', `${base}/account/factors/passkey/options`),
  addPasskey: endpoint<PasskeyAnswer, { factors: StaffFactorSummary[] }>('POST', `${base}/account/factors/passkey`),
  removeFactor: endpoint<{ id: string }, { factors: StaffFactorSummary[] }>('POST', `${base}/account/factors/remove`),

  reauth: endpoint<{ password: string } | { code: string }>('POST', `${base}/reauth`),
  reauthPasskeyOptions: endpoint<undefined, PasskeyOptions>('POST', `${base}/reauth/passkey/options`),
  reauthPasskey: endpoint<PasskeyAnswer>('POST', `${base}/reauth/passkey`),

  audit: (page: {
    limit: number;
    before?: string;
  }): Endpoint<undefined, { entries: StaffAuditEntry[]; next: string | null }> =>
    endpoint('GET', `${base}/audit${query(page)}`),
} as const;
