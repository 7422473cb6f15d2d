import { createHmac, randomUUID } from 'node:crypto';
import { errors } from '../../../../shared/errors';
import { verifyRegistration } from '../passkeys';
import { HasherBusyError } from '../password';
import { staffPolicy } from '../policy';
import { looksLikeRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from '../recoveryCodes';
import { createSignInThrottle } from '../signInThrottle';
import { hashToken, newToken } from '../tokens';
import { verifyTotp } from '../totp';
import type { StaffSessionStage } from '../../../../shared/data/schema';
import type { StaffFactor, StaffSession, StaffUser } from '../../data/staffRepository';
import type { RegistrationResponseJSON, RelyingParty, StoredPasskey } from '../passkeys';
import type { Caller, IssuedSession, StaffAuditEvent, StaffAuthOptions, StaffContext } from './types';

/** A passkey of the factors table in the shape the WebAuthn checks take. */
export function storedPasskey(factor: StaffFactor): StoredPasskey | undefined {
  if (factor.kind !== 'webauthn' || !factor.credential_id || !factor.public_key) return undefined;
  return {
    credentialId: factor.credential_id,
    publicKey: factor.public_key,
    counter: factor.counter ?? 0,
    transports: factor.transports ? (JSON.parse(factor.transports) as StoredPasskey['transports']) : [],
  };
}

/** What a hash that needed no try gives back when it could not run: nothing. */
export const NOTHING_TAKEN = { abandoned: async () => {} };

/** `Name <e-mail>` lowercased and trimmed, the one form an address is stored and looked up in. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

const USER_AGENT_CHARS = 160;

/** What every part of staff access uses: the repository, the hasher, the clock, the throttle, the audit trail. */
function createBase(options: StaffAuthOptions) {
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

  async function failSignIn(caller: Caller, userId: string | null) {
    await audit('SIGN_IN_FAILED', caller, { userId });
  }

  async function failReauth(context: StaffContext, caller: Caller, detail: string) {
    await audit('REAUTH_FAILED', caller, { userId: context.user.id, detail });
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

  async function makeRecoveryCodes(userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(userId, codes.map(recoveryHash), now());
    return codes;
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
  return {
    options,
    repo,
    hasher,
    logger,
    now,
    issuer,
    throttle,
    audit,
    failSignIn,
    failReauth,
    withHasher,
    spendCode,
    makeRecoveryCodes,
    addPasskey,
  };
}

/** Sessions issued, read and ended, and enrolment links made. */
function createSessionKit(base: ReturnType<typeof createBase>) {
  const { repo, now, options } = base;

  /**
   * A new session (or the next step of `replacing`). An enrolment session lives as long as the
   * enrolment's link is valid (`enrolmentEnds`, 24 hours from the link): an interrupted set-up
   * goes on in that browser, or after the password at sign-in, until then.
   */
  async function issue(
    userId: string,
    stage: Exclude<StaffSessionStage, 'enrolment'>,
    caller: Caller,
    replacing?: StaffSession,
  ): Promise<IssuedSession>;
  async function issue(userId: string, stage: 'enrolment', caller: Caller, enrolmentEnds: Date): Promise<IssuedSession>;
  async function issue(
    userId: string,
    stage: StaffSessionStage,
    caller: Caller,
    replacingOrEnd?: StaffSession | Date,
  ): Promise<IssuedSession> {
    const token = newToken();
    const at = now();
    const replacing = replacingOrEnd instanceof Date ? undefined : replacingOrEnd;
    const expiresAt =
      replacingOrEnd instanceof Date
        ? replacingOrEnd
        : new Date(at.getTime() + (stage === 'full' ? staffPolicy.absoluteMs : staffPolicy.partialSessionMs));
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

  async function endAllSessions(userId: string) {
    await repo.endSessionsOf(userId, now());
    options.onSessionsEnded?.(userId);
    await options.onSignedOut?.({ userId });
  }

  async function newEnrolmentLink(userId: string): Promise<{ token: string; expiresAt: Date }> {
    const token = newToken();
    const at = now();
    const expiresAt = new Date(at.getTime() + staffPolicy.enrolmentLinkMs);
    await repo.removeEnrolmentsOf(userId);
    await repo.addEnrolment({ userId, tokenHash: hashToken(token), expiresAt, now: at });
    return { token, expiresAt };
  }
  return { issue, sessionOf, sessionByHash, endAllSessions, newEnrolmentLink };
}

/** The internals the parts of staff access share (`staffAuth.ts` puts the parts together). */
export function createStaffAuthKit(options: StaffAuthOptions) {
  const base = createBase(options);
  return { ...base, ...createSessionKit(base) };
}

export type StaffAuthKit = ReturnType<typeof createStaffAuthKit>;
