import { errors } from '../../../../shared/errors';
import { checkNewPassword, passwordProblems } from '../password';
import { verifyTotp } from '../totp';
import { NOTHING_TAKEN, normaliseEmail } from './kit';
import type { StaffAuthKit } from './kit';
import type { Caller, StaffContext } from './types';

/** The account's own settings ("Beveiliging"): the password, the factors and the recovery codes. */
export function staffAccountSettings(kit: StaffAuthKit) {
  const { repo, hasher, options, now, throttle, audit, failReauth, withHasher, makeRecoveryCodes, addPasskey } = kit;

  return {
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
  };
}
