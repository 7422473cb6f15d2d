import { randomUUID } from 'node:crypto';
import { errors } from '../../../../shared/errors';
import { registrationOptions } from '../passkeys';
import { checkNewPassword, passwordProblems } from '../password';
import { staffPolicy } from '../policy';
import { hashToken } from '../tokens';
import { newTotpSecret, totpUri, verifyTotp } from '../totp';
import { NOTHING_TAKEN, storedPasskey } from './kit';
import type { StaffUser } from '../../data/staffRepository';
import type { RegistrationResponseJSON, RelyingParty } from '../passkeys';
import type { StaffAuthKit } from './kit';
import type { Caller, IssuedSession, StaffContext } from './types';

/**
 * Enrolment, from the link's page to the first sign-in: a password, a second factor (an
 * authenticator app or a passkey) and the recovery codes, in one session bound to the browser.
 */
export function staffEnrolment(kit: StaffAuthKit) {
  const { repo, hasher, now, issuer, audit, withHasher, makeRecoveryCodes, addPasskey, issue, sessionOf } = kit;

  return {
    /**
     * The page of an enrolment link exchanges its token (by POST: opening the link uses nothing
     * up) for an enrolment session bound to that browser. The link then works no more.
     */
    async claimEnrolment(token: string, caller: Caller): Promise<IssuedSession & { user: StaffUser }> {
      const userId = await repo.claimEnrolment(hashToken(token), now());
      const user = userId ? await repo.userById(userId) : undefined;
      const ends = user ? await repo.enrolmentEnd(user.id) : undefined;
      if (!user || user.status !== 'enrolling' || !ends) throw errors.staffEnrolmentLinkInvalid();
      await audit('ENROLMENT_STARTED', caller, { userId: user.id });
      return { ...(await issue(user.id, 'enrolment', caller, ends)), user };
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
  };
}
