import { createHmac, randomUUID } from 'node:crypto';
import type { StaffFactor, StaffRepository, StaffSession, StaffUser } from '../data/staffRepository';
import type { StaffSessionStage } from '../../../shared/data/schema';
import { errors } from '../../../shared/errors';
import type { Logger } from '../../../shared/logger';
import {
  authenticationOptions,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  type RelyingParty,
  type StoredPasskey,
} from './passkeys';
import { checkNewPassword, HasherBusyError, passwordProblems, type PasswordHasher } from './password';
import { staffPolicy } from './policy';
import { looksLikeRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from './recoveryCodes';
import { createSignInThrottle } from './signInThrottle';
import { hashToken, newToken } from './tokens';
import { newTotpSecret, totpUri, verifyTotp } from './totp';

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
  | 'ENROLMENT_STARTED'
  | 'LEAD_VIEWED'
  | 'LEAD_STATUS_CHANGED'
  | 'LEAD_NOTE_ADDED'
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
  now?: () => Date;
  /** The issuer an authenticator app shows next to the code. */
  issuer?: string;
}

/** A passkey of the factors table in the shape the WebAuthn checks take. */
function storedPasskey(factor: StaffFactor): StoredPasskey | undefined {
  if (factor.kind !== 'webauthn' || !factor.credential_id || !factor.public_key) return undefined;
  return {
    credentialId: factor.credential_id,
    publicKey: factor.public_key,
    counter: factor.counter ?? 0,
    transports: factor.transports ? (JSON.parse(factor.transports) as StoredPasskey['transports']) : [],
  };
}

/** What a hash that needed no try gives back when it could not run: nothing. */
const NOTHING_TAKEN = { abandoned: async () => {} };

/** How long a passkey sign-in may take between its options and its answer. */
const PASSKEY_CHALLENGE_MS = 5 * 60_000;

/** `Name <e-mail>` lowercased and trimmed, the one form an address is stored and looked up in. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

const USER_AGENT_CHARS = 160;

/**
 * Staff accounts, enrolment, sign-in with a second factor, sessions and the audit trail: every
 * rule of the staff area's security, without HTTP (the routes translate).
 */
export function createStaffAuth(options: StaffAuthOptions) {
  const { repository: repo, hasher, logger } = options;
  const now = options.now ?? (() => new Date());
  const issuer = options.issuer ?? 'Studio Legende';
  const hmac = (kind: string, value: string) =>
    createHmac('sha256', options.hmacKey).update(`${kind}:${value}`).digest('hex').slice(0, 32);
  const recoveryHash = (code: string) =>
    createHmac('sha256', options.codeKey).update(normaliseRecoveryCode(code)).digest('hex');
  const ipHmac = (caller: Caller) => (caller.ip ? hmac('ip', caller.ip) : null);
  const throttle = createSignInThrottle({ repository: repo, hmac, now });

  async function audit(
    event: StaffAuditEvent,
    caller: Caller | undefined,
    fields: { userId?: string | null; leadId?: string | null; detail?: string | null } = {},
  ) {
    await repo.audit({
      at: now().toISOString(),
      user_id: fields.userId ?? null,
      event,
      lead_id: fields.leadId ?? null,
      ip_hmac: caller ? ipHmac(caller) : null,
      detail: fields.detail ?? null,
    });
  }

  async function issue(
    userId: string,
    stage: StaffSessionStage,
    caller: Caller,
    replacing?: StaffSession,
  ): Promise<IssuedSession> {
    const token = newToken();
    const at = now();
    const lifetime =
      stage === 'full'
        ? staffPolicy.absoluteMs
        : stage === 'partial'
          ? staffPolicy.partialSessionMs
          : staffPolicy.enrolmentSessionMs;
    const expiresAt = new Date(at.getTime() + lifetime);
    if (replacing) {
      // A new id at every step up: a token seen before the step (fixation) is worth nothing after.
      const moved = await repo.advanceSession(replacing.id_hash, {
        newIdHash: hashToken(token),
        stage,
        now: at,
        expiresAt,
      });
      if (!moved) throw errors.staffSessionRequired();
    } else {
      await repo.addSession({
        idHash: hashToken(token),
        userId,
        stage,
        now: at,
        expiresAt,
        userAgent: caller.userAgent?.slice(0, USER_AGENT_CHARS) ?? null,
      });
    }
    return { token, stage, expiresAt };
  }

  async function failSignIn(caller: Caller, userId: string | null) {
    await audit('SIGN_IN_FAILED', caller, { userId });
  }

  /** A session of the token in one of the stages, alive by its rules; undefined otherwise. */
  async function sessionOf(token: string | undefined, stages: readonly StaffSessionStage[]) {
    return token ? sessionByHash(hashToken(token), stages) : undefined;
  }

  async function sessionByHash(idHash: string, stages: readonly StaffSessionStage[]) {
    const session = await repo.session(idHash);
    if (!session || session.ended_at !== null || !stages.includes(session.stage)) return undefined;
    const at = now().getTime();
    if (new Date(session.expires_at).getTime() <= at) return undefined;
    if (session.stage === 'full' && new Date(session.last_seen_at).getTime() + staffPolicy.idleMs <= at) {
      await repo.endSession(session.id_hash, now());
      return undefined;
    }
    const user = await repo.userById(session.user_id);
    // Signing in needs an active account; an enrolment, one still being set up.
    if (!user || user.status !== (session.stage === 'enrolment' ? 'enrolling' : 'active')) return undefined;
    return { session, user };
  }

  /**
   * A password hashed for the caller (at most a few at once per address); busy: 503. When it
   * never ran, the try taken for it is given back.
   */
  async function withHasher<T>(caller: Caller, attempt: { abandoned(): Promise<void> }, work: () => Promise<T>) {
    try {
      return await throttle.hashFor(caller, work);
    } catch (error) {
      await attempt.abandoned();
      if (error instanceof HasherBusyError) throw errors.staffBusy();
      throw error;
    }
  }

  async function endAllSessions(userId: string) {
    await repo.endSessionsOf(userId, now());
    options.onSessionsEnded?.(userId);
  }

  async function newEnrolmentLink(userId: string): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const at = now();
    const expiresAt = new Date(at.getTime() + staffPolicy.enrolmentLinkMs);
    await repo.removeEnrolmentsOf(userId);
    await repo.addEnrolment({ userId, tokenHash: hashToken(token), expiresAt, now: at });
    return { token, expiresAt };
  }

  /**
   * A code of the app (each time step once, sign-in and re-authentication alike: the step is
   * written by one conditional update) or a recovery code (each once). What it was, or undefined.
   */
  async function spendCode(user: StaffUser, code: string, at: Date): Promise<'totp' | 'recovery-code' | undefined> {
    if (looksLikeRecoveryCode(code)) {
      return (await repo.useRecoveryCode(user.id, recoveryHash(code), at)) ? 'recovery-code' : undefined;
    }
    for (const factor of await repo.factorsOf(user.id)) {
      if (factor.kind !== 'totp' || factor.status !== 'verified' || !factor.secret) continue;
      const result = verifyTotp(factor.secret, code, { lastStep: factor.last_step, now: at.getTime() });
      // The conditional write decides: of two requests with the same code, one wins.
      if (result.ok && (await repo.useTotpStep(factor.id, result.step, at))) return 'totp';
    }
    return undefined;
  }

  /**
   * A re-authentication's try, taken before anything is checked, as a sign-in's: first the
   * sign-in's own limits for what is asked (shared with sign-in, so asking again is no way around
   * them): a password's per address and account, a code's per account, a passkey's per address;
   * then the session's own few tries (then it ends: a stolen session cannot guess on).
   */
  async function takeReauthTry(context: StaffContext, caller: Caller, kind: 'password' | 'code' | 'passkey') {
    const attempt = await takeThrottleTry(context, caller, kind);
    // The session's own tries count only what was checked: a try the throttle refused uses none.
    if (!(await repo.useAttempt(context.session.id_hash, staffPolicy.reauthAttempts))) {
      await attempt.abandoned();
      await repo.endSession(context.session.id_hash, now());
      throw errors.staffSessionRequired();
    }
    return attempt;
  }

  async function takeThrottleTry(context: StaffContext, caller: Caller, kind: 'password' | 'code' | 'passkey') {
    if (kind === 'password') return throttle.takePasswordTry(normaliseEmail(context.user.email), caller);
    const ip = await throttle.takeIpTry(caller);
    if (kind === 'code') {
      try {
        await throttle.takeCodeTry(normaliseEmail(context.user.email));
      } catch (error) {
        await ip.refund();
        throw error;
      }
    }
    return { passed: ip.refund, failed: async () => {}, abandoned: ip.refund };
  }

  async function failReauth(context: StaffContext, caller: Caller, detail: string) {
    await audit('REAUTH_FAILED', caller, { userId: context.user.id, detail });
  }

  async function passedReauth(context: StaffContext, caller: Caller, detail: string) {
    await repo.markReauthenticated(context.session.id_hash, now());
    await throttle.forget(normaliseEmail(context.user.email), caller);
    await audit('REAUTHENTICATED', caller, { userId: context.user.id, detail });
  }

  /** A new passkey checked against the challenge kept in the session; kept as a verified factor. */
  async function addPasskey(
    context: StaffContext,
    response: RegistrationResponseJSON,
    rp: RelyingParty,
    caller: Caller,
  ): Promise<void> {
    const challenge = context.session.challenge;
    if (!challenge) throw errors.staffStepOutOfOrder();
    // A challenge is answered once, right or wrong.
    await repo.setChallenge(context.session.id_hash, null);
    const passkey = await verifyRegistration(rp, response, challenge);
    if (!passkey) {
      await repo.countAttempt(context.session.id_hash);
      await audit('MFA_CHALLENGE_FAILED', caller, { userId: context.user.id, detail: 'passkey' });
      throw errors.staffPasskeyFailed();
    }
    const at = now().toISOString();
    await repo.addFactor({
      id: randomUUID(),
      user_id: context.user.id,
      kind: 'webauthn',
      status: 'verified',
      friendly_name: 'Passkey',
      secret: null,
      last_step: null,
      credential_id: passkey.credentialId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      created_at: at,
      last_used_at: at,
    });
    await audit('USER_UPDATED', caller, { userId: context.user.id, detail: 'factor-added:webauthn' });
  }

  async function makeRecoveryCodes(userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(userId, codes.map(recoveryHash), now());
    return codes;
  }

  return {
    audit,

    // Accounts (the `staff` command)

    /** A new account and its enrolment link's token; undefined when the address is taken. */
    async addUser(input: { email: string; name: string }) {
      const email = normaliseEmail(input.email);
      if (await repo.userByEmail(email)) return undefined;
      const user = await repo.addUser({ email, name: input.name.trim(), now: now() });
      await audit('STAFF_ADDED', undefined, { userId: user.id });
      return { user, ...(await newEnrolmentLink(user.id)) };
    },

    users: () => repo.users(),
    userByEmail: (email: string) => repo.userByEmail(normaliseEmail(email)),

    /** Ends every session and refuses sign-in from now on. */
    async disable(userId: string) {
      await repo.updateUser(userId, { status: 'disabled' }, now());
      await repo.removeEnrolmentsOf(userId);
      await endAllSessions(userId);
      await audit('STAFF_DISABLED', undefined, { userId });
    },

    /**
     * A lost phone, a forgotten password: the password, factors, recovery codes and sessions end
     * at once, and a new enrolment link starts over.
     */
    async reset(userId: string) {
      await repo.updateUser(userId, { password_hash: null, status: 'enrolling' }, now());
      await repo.removeFactorsOf(userId);
      await repo.replaceRecoveryCodes(userId, [], now());
      // Last: a sign-in that was under way when the account changed ends too.
      await endAllSessions(userId);
      await audit('PASSWORD_RECOVERY', undefined, { userId });
      return newEnrolmentLink(userId);
    },

    auditTrail: (query: { userId?: string; limit?: number } = {}) => repo.auditTrail(query),

    // Enrolment

    /**
     * The page of an enrolment link exchanges its token (by POST: opening the link uses nothing
     * up) for an enrolment session bound to that browser. The link then works no more.
     */
    async claimEnrolment(token: string, caller: Caller): Promise<IssuedSession & { user: StaffUser }> {
      const userId = await repo.claimEnrolment(hashToken(token), now());
      const user = userId ? await repo.userById(userId) : undefined;
      if (!user || user.status !== 'enrolling') throw errors.staffEnrolmentLinkInvalid();
      await audit('ENROLMENT_STARTED', caller, { userId: user.id });
      return { ...(await issue(user.id, 'enrolment', caller)), user };
    },

    enrolmentOf: (token: string | undefined) => sessionOf(token, ['enrolment']),

    /** What the enrolment still needs: a password, a second factor, or nothing. */
    async enrolmentStep({ user }: StaffContext): Promise<'password' | 'factor' | 'recovery'> {
      if (!user.password_hash) return 'password';
      const factors = await repo.factorsOf(user.id);
      return factors.some((factor) => factor.status === 'verified') ? 'recovery' : 'factor';
    },

    async choosePassword({ user }: StaffContext, password: string, caller: Caller): Promise<void> {
      const verdict = checkNewPassword(password);
      if (!verdict.ok) throw errors.validation({ password: passwordProblems[verdict.reason] });
      const hash = await withHasher(caller, NOTHING_TAKEN, () => hasher.hash(password));
      await repo.updateUser(user.id, { password_hash: hash }, now());
    },

    /** A new, unconfirmed authenticator app: its secret and the URI the QR code holds. */
    async startTotp({ user }: StaffContext): Promise<{ secret: string; uri: string }> {
      const secret = newTotpSecret();
      await repo.removeFactorsOf(user.id, { unverifiedOnly: true });
      await repo.addFactor({
        id: randomUUID(),
        user_id: user.id,
        kind: 'totp',
        status: 'unverified',
        friendly_name: 'Authenticator-app',
        secret,
        last_step: null,
        credential_id: null,
        public_key: null,
        counter: null,
        transports: null,
        created_at: now().toISOString(),
        last_used_at: null,
      });
      return { secret, uri: totpUri(secret, user.email, issuer) };
    },

    /** Confirms the app with its first code; returns the ten recovery codes, shown once. */
    async confirmTotp(context: StaffContext, code: string, caller: Caller): Promise<string[]> {
      const factor = (await repo.factorsOf(context.user.id)).find(
        (candidate) => candidate.kind === 'totp' && candidate.status === 'unverified',
      );
      if (!factor?.secret) throw errors.staffStepOutOfOrder();
      if (!(await repo.useAttempt(context.session.id_hash, staffPolicy.partialAttempts * 2))) {
        await repo.endSession(context.session.id_hash, now());
        throw errors.staffSessionRequired();
      }
      const result = verifyTotp(factor.secret, code, { lastStep: factor.last_step, now: now().getTime() });
      if (!result.ok) {
        await audit('MFA_CHALLENGE_FAILED', caller, { userId: context.user.id, detail: 'totp' });
        throw errors.staffCodeFailed();
      }
      await repo.verifyFactor(factor.id, { last_step: result.step, last_used_at: now().toISOString() });
      await audit('USER_UPDATED', caller, { userId: context.user.id, detail: 'factor-added:totp' });
      return makeRecoveryCodes(context.user.id);
    },

    /** "Ik heb ze bewaard": the account is active and this browser signed in (a new session id). */
    async finishEnrolment(context: StaffContext, caller: Caller): Promise<IssuedSession> {
      const factors = await repo.factorsOf(context.user.id);
      if (!context.user.password_hash || !factors.some((factor) => factor.status === 'verified')) {
        throw errors.staffStepOutOfOrder();
      }
      await repo.updateUser(context.user.id, { status: 'active' }, now());
      await repo.removeEnrolmentsOf(context.user.id);
      const issued = await issue(context.user.id, 'full', caller, context.session);
      await audit('SIGNED_IN', caller, { userId: context.user.id, detail: 'enrolment' });
      return issued;
    },

    // Passkeys

    /** The options for the browser to make a passkey during enrolment; the challenge kept in the session. */
    async startPasskeyEnrolment(context: StaffContext, rp: RelyingParty) {
      const existing = (await repo.factorsOf(context.user.id)).flatMap((factor) => storedPasskey(factor) ?? []);
      const options = await registrationOptions(rp, context.user, existing);
      await repo.setChallenge(context.session.id_hash, options.challenge);
      return options;
    },

    /** Checks the new passkey and keeps it; returns the ten recovery codes, shown once. */
    async confirmPasskey(
      context: StaffContext,
      response: RegistrationResponseJSON,
      rp: RelyingParty,
      caller: Caller,
    ): Promise<string[]> {
      await addPasskey(context, response, rp, caller);
      return makeRecoveryCodes(context.user.id);
    },

    /**
     * "Inloggen met een passkey": options without a user (the passkey says whose it is); the
     * challenge is kept under a new token the browser holds in a short-lived cookie.
     */
    async startPasskeySignIn(rp: RelyingParty) {
      // The table holds at most the last few minutes' challenges, and at most so many of them
      // (the route limits each address before this: one address cannot fill it for others).
      const at = now();
      await repo.removeChallengesBefore(at);
      const token = newToken();
      const options = await authenticationOptions(rp);
      const expiresAt = new Date(at.getTime() + PASSKEY_CHALLENGE_MS);
      if (
        !(await repo.addChallenge(hashToken(token), options.challenge, expiresAt, at, staffPolicy.challengesInTotal))
      ) {
        throw errors.staffThrottled(60);
      }
      return { options, token, expiresAt };
    },

    /** A passkey is enough on its own (user verification is required): a full session. */
    async finishPasskeySignIn(
      token: string | undefined,
      response: AuthenticationResponseJSON,
      rp: RelyingParty,
      caller: Caller,
    ): Promise<IssuedSession> {
      const ip = await throttle.takeIpTry(caller);
      const at = now();
      const challenge = token ? await repo.takeChallenge(hashToken(token), at) : undefined;
      const factor = challenge ? await repo.factorByCredentialId(String(response.id)) : undefined;
      const user = factor ? await repo.userById(factor.user_id) : undefined;
      const passkey = factor && storedPasskey(factor);
      const counter =
        challenge && passkey && user?.status === 'active'
          ? await verifyAuthentication(rp, response, challenge, passkey)
          : undefined;
      if (counter === undefined || !factor || !user) {
        await audit('SIGN_IN_FAILED', caller, { userId: user?.id ?? null, detail: 'passkey' });
        throw errors.staffPasskeyFailed();
      }
      await ip.refund();
      await repo.usePasskey(factor.id, counter, at);
      await throttle.forget(normaliseEmail(user.email), caller);
      const issued = await issue(user.id, 'full', caller);
      await audit('MFA_CHALLENGE_VERIFIED', caller, { userId: user.id, detail: 'passkey' });
      await audit('SIGNED_IN', caller, { userId: user.id });
      return issued;
    },

    // Sign-in

    /**
     * The password step. Its tries are taken (per address and account, per address) before any
     * hash is computed (`signInThrottle.ts`); an unknown address costs the same hash and gets the
     * same answer as a wrong password.
     */
    async signIn(input: { email: string; password: string }, caller: Caller): Promise<IssuedSession> {
      const email = normaliseEmail(input.email);
      const attempt = await throttle.takePasswordTry(email, caller);
      const user = await repo.userByEmail(email);
      const usable = user && user.status === 'active' && user.password_hash !== null;
      const ok = await withHasher(caller, attempt, () =>
        usable ? hasher.verify(input.password, user.password_hash!) : hasher.verifyUnknown(input.password),
      );
      if (!ok || !usable) {
        await attempt.failed();
        await failSignIn(caller, usable ? user.id : null);
        throw errors.staffSignInFailed();
      }
      // The right password gives its tries back; the second step's codes have a limit of their
      // own, forgotten only after it (else someone who has the password could guess on).
      await attempt.passed();
      return issue(user.id, 'partial', caller);
    },

    partialOf: (token: string | undefined) => sessionOf(token, ['partial']),

    /** The second step: a code from the app (each once), or a recovery code (each once). */
    async secondStep(context: StaffContext, code: string, caller: Caller): Promise<IssuedSession> {
      const { user, session } = context;
      // Both limits are taken before the code is compared: codes sent at once count one by one.
      if (!(await repo.useAttempt(session.id_hash, staffPolicy.partialAttempts))) {
        await repo.endSession(session.id_hash, now());
        throw errors.staffSessionRequired();
      }
      await throttle.takeCodeTry(normaliseEmail(user.email));
      const verified = await spendCode(user, code, now());
      if (!verified) {
        await audit('MFA_CHALLENGE_FAILED', caller, { userId: user.id });
        throw errors.staffCodeFailed();
      }
      await throttle.forget(normaliseEmail(user.email), caller);
      const issued = await issue(user.id, 'full', caller, session);
      await audit('MFA_CHALLENGE_VERIFIED', caller, { userId: user.id, detail: verified });
      await audit('SIGNED_IN', caller, { userId: user.id });
      return issued;
    },

    // Sessions

    /** The full session of the token, alive (idle and absolute limits), its activity noted. */
    async authenticate(token: string | undefined): Promise<StaffContext | undefined> {
      const context = await sessionOf(token, ['full']);
      if (!context) return undefined;
      const at = now();
      if (at.getTime() - new Date(context.session.last_seen_at).getTime() >= staffPolicy.touchEveryMs) {
        await repo.touchSession(context.session.id_hash, at);
      }
      return context;
    },

    /**
     * The full session of the token, alive, without noting activity: what keeps a live stream
     * open is not the staff member working, so it must not hold off the idle timeout.
     */
    async peek(token: string | undefined): Promise<StaffContext | undefined> {
      return sessionOf(token, ['full']);
    },

    /** Whether the session is still a live full session (ended, idle or expired: false). */
    async stillAlive(context: StaffContext): Promise<boolean> {
      return (await sessionByHash(context.session.id_hash, ['full'])) !== undefined;
    },

    /** Ends the session of a token the browser still held (a new sign-in replaces it). */
    async endToken(token: string | undefined): Promise<void> {
      if (token) await repo.endSession(hashToken(token), now());
    },

    async signOut(context: StaffContext, caller: Caller): Promise<void> {
      await repo.endSession(context.session.id_hash, now());
      options.onSessionsEnded?.(context.user.id);
      await audit('SIGNED_OUT', caller, { userId: context.user.id });
    },

    /** The user's open sessions, the caller's own marked. Ids are a short form of the stored hash. */
    async sessions(context: StaffContext) {
      const rows = await repo.openSessionsOf(context.user.id, now());
      return rows.map((row) => ({
        id: row.id_hash.slice(0, 16),
        current: row.id_hash === context.session.id_hash,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        userAgent: row.user_agent,
      }));
    },

    /** Ends one of the user's sessions by its short id; false when there is none. */
    async endSession(context: StaffContext, id: string, caller: Caller): Promise<boolean> {
      const rows = await repo.openSessionsOf(context.user.id, now());
      const row = rows.find((candidate) => candidate.id_hash.slice(0, 16) === id);
      if (!row) return false;
      await repo.endSession(row.id_hash, now());
      options.onSessionsEnded?.(context.user.id);
      await audit('SIGNED_OUT', caller, { userId: context.user.id, detail: 'other-session' });
      return true;
    },

    /** "Overal uitloggen". */
    async endAllSessions(context: StaffContext, caller: Caller): Promise<void> {
      await endAllSessions(context.user.id);
      await audit('SIGNED_OUT', caller, { userId: context.user.id, detail: 'everywhere' });
    },

    // Asking again (OWASP: re-authentication before a sensitive change)

    /** Whether this session asked the password or a factor again within the last 5 minutes. */
    recentlyAuthenticated({ session }: StaffContext): boolean {
      if (!session.reauthenticated_at) return false;
      const since = now().getTime() - new Date(session.reauthenticated_at).getTime();
      return since >= 0 && since < staffPolicy.reauthMs;
    },

    /** The password, or a code (of the app, each time step once, or a recovery code), asked again. */
    async reauthenticate(
      context: StaffContext,
      input: { password: string } | { code: string },
      caller: Caller,
    ): Promise<void> {
      const attempt = await takeReauthTry(context, caller, 'password' in input ? 'password' : 'code');
      let passed: string | undefined;
      if ('password' in input) {
        const stored = context.user.password_hash;
        const ok = await withHasher(caller, attempt, () =>
          stored ? hasher.verify(input.password, stored) : hasher.verifyUnknown(input.password),
        );
        if (ok && stored) passed = 'password';
      } else {
        passed = await spendCode(context.user, input.code, now());
      }
      if (!passed) {
        await attempt.failed();
        await failReauth(context, caller, 'password' in input ? 'password' : 'code');
        throw errors.staffReauthFailed();
      }
      await attempt.passed();
      await passedReauth(context, caller, passed);
    },

    /** Options to ask one of the user's passkeys again; the challenge kept in the session. */
    async startPasskeyReauth(context: StaffContext, rp: RelyingParty) {
      const options = await authenticationOptions(rp);
      await repo.setChallenge(context.session.id_hash, options.challenge);
      return options;
    },

    /** A passkey of this user (user verification required) answered the session's challenge. */
    async finishPasskeyReauth(
      context: StaffContext,
      response: AuthenticationResponseJSON,
      rp: RelyingParty,
      caller: Caller,
    ): Promise<void> {
      const challenge = context.session.challenge;
      if (!challenge) throw errors.staffStepOutOfOrder();
      const attempt = await takeReauthTry(context, caller, 'passkey');
      // A challenge is answered once, right or wrong.
      await repo.setChallenge(context.session.id_hash, null);
      const factor = await repo.factorByCredentialId(String(response.id));
      const passkey = factor && factor.user_id === context.user.id ? storedPasskey(factor) : undefined;
      const counter = passkey ? await verifyAuthentication(rp, response, challenge, passkey) : undefined;
      if (counter === undefined || !factor) {
        await failReauth(context, caller, 'passkey');
        throw errors.staffPasskeyFailed();
      }
      await attempt.passed();
      await repo.usePasskey(factor.id, counter, now());
      await passedReauth(context, caller, 'passkey');
    },

    // The account's own settings ("Beveiliging")

    /**
     * A new password, with the current one in the same request (checked as a sign-in's: throttled
     * before it is hashed). The user's other sessions end; this one goes on.
     */
    async changePassword(
      context: StaffContext,
      input: { currentPassword: string; newPassword: string },
      caller: Caller,
    ): Promise<void> {
      const verdict = checkNewPassword(input.newPassword);
      if (!verdict.ok) throw errors.validation({ newPassword: passwordProblems[verdict.reason] });
      const email = normaliseEmail(context.user.email);
      const attempt = await throttle.takePasswordTry(email, caller);
      const stored = context.user.password_hash;
      const ok = await withHasher(caller, attempt, () =>
        stored ? hasher.verify(input.currentPassword, stored) : hasher.verifyUnknown(input.currentPassword),
      );
      if (!ok || !stored) {
        await attempt.failed();
        await failReauth(context, caller, 'password-change');
        throw errors.staffCurrentPasswordWrong();
      }
      await attempt.passed();
      await throttle.forget(email, caller);
      const hash = await withHasher(caller, NOTHING_TAKEN, () => hasher.hash(input.newPassword));
      await repo.updateUser(context.user.id, { password_hash: hash }, now());
      await repo.endOtherSessionsOf(context.user.id, context.session.id_hash, now());
      // Their open streams close too (this browser's reconnects with its session still valid).
      options.onSessionsEnded?.(context.user.id);
      await audit('USER_UPDATED', caller, { userId: context.user.id, detail: 'password-changed' });
    },

    /** Ten new recovery codes, shown once; the old ones stop working. */
    async newRecoveryCodes(context: StaffContext, caller: Caller): Promise<string[]> {
      const codes = await makeRecoveryCodes(context.user.id);
      await audit('USER_UPDATED', caller, { userId: context.user.id, detail: 'recovery-codes' });
      return codes;
    },

    /** Another authenticator app, confirmed with its first code (no new recovery codes). */
    async confirmNewTotp(context: StaffContext, code: string, caller: Caller): Promise<void> {
      const factor = (await repo.factorsOf(context.user.id)).find(
        (candidate) => candidate.kind === 'totp' && candidate.status === 'unverified',
      );
      if (!factor?.secret) throw errors.staffStepOutOfOrder();
      const result = verifyTotp(factor.secret, code, { lastStep: factor.last_step, now: now().getTime() });
      if (!result.ok) {
        await audit('MFA_CHALLENGE_FAILED', caller, { userId: context.user.id, detail: 'totp-new' });
        throw errors.staffCodeFailed();
      }
      await repo.verifyFactor(factor.id, { last_step: result.step, last_used_at: now().toISOString() });
      await audit('USER_UPDATED', caller, { userId: context.user.id, detail: 'factor-added:totp' });
    },

    /** Another passkey (no new recovery codes). */
    addPasskey,

    /** Removes one of the user's factors; never the last (409). */
    async removeFactor(context: StaffContext, id: string, caller: Caller): Promise<void> {
      const kind = (await repo.factorsOf(context.user.id)).find((factor) => factor.id === id)?.kind;
      const outcome = await repo.removeFactorUnlessLast(context.user.id, id, now());
      if (outcome === 'missing') throw errors.notFound();
      if (outcome === 'last') throw errors.staffLastFactor();
      await audit('USER_UPDATED', caller, { userId: context.user.id, detail: `factor-removed:${kind ?? 'unknown'}` });
    },

    /**
     * The whole team's trail, newest first: when, who (the staff member's name), what, and the
     * lead's id. The IP (an HMAC) and the detail stay in the database.
     */
    async auditPage(query: { limit: number; before?: string }) {
      const [at, id] = query.before ? query.before.split('|') : [];
      const rows = await repo.auditPage({
        limit: query.limit + 1,
        ...(at && id ? { before: { at, id } } : {}),
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        entries: page.map((row) => ({
          id: row.id,
          at: row.at,
          event: row.event as StaffAuditEvent,
          staffName: row.staff_name,
          leadId: row.lead_id,
        })),
        next: rows.length > query.limit && last ? `${last.at}|${last.id}` : null,
      };
    },

    async recoveryCodesLeft(context: StaffContext): Promise<number> {
      return repo.recoveryCodesLeft(context.user.id);
    },

    async factors(context: StaffContext) {
      return (await repo.factorsOf(context.user.id))
        .filter((factor) => factor.status === 'verified')
        .map((factor) => ({
          id: factor.id,
          kind: factor.kind,
          friendlyName: factor.friendly_name,
          createdAt: factor.created_at,
          lastUsedAt: factor.last_used_at,
        }));
    },

    /** Daily housekeeping: ended sessions, old failures, and the audit trail past its two years. */
    async housekeeping(): Promise<void> {
      const at = now().getTime();
      await repo.removeSessionsBefore(new Date(at - staffPolicy.absoluteMs));
      await repo.removeThrottlesBefore(new Date(at - staffPolicy.throttle.forgetAfterMs));
      await repo.removeAuditBefore(new Date(at - staffPolicy.auditRetentionDays * 24 * 60 * 60_000));
      await repo.removeChallengesBefore(new Date(at));
      logger.debug({ event: 'staff.housekeeping' }, 'staff sessions, throttles and audit trail tidied');
    },
  };
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
