import { errors } from '../../../../shared/errors';
import { authenticationOptions, verifyAuthentication } from '../passkeys';
import { staffPolicy } from '../policy';
import { normaliseEmail, storedPasskey } from './kit';
import type { AuthenticationResponseJSON, RelyingParty } from '../passkeys';
import type { StaffAuthKit } from './kit';
import type { Caller, StaffContext } from './types';

/** Asking the password or a factor again before a sensitive change (OWASP: re-authentication). */
export function staffReauthentication(kit: StaffAuthKit) {
  const { repo, hasher, now, throttle, audit, failReauth, withHasher, spendCode } = kit;

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

  async function passedReauth(context: StaffContext, caller: Caller, detail: string) {
    await repo.markReauthenticated(context.session.id_hash, now());
    await throttle.forget(normaliseEmail(context.user.email), caller);
    await audit('REAUTHENTICATED', caller, { userId: context.user.id, detail });
  }

  return {
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
  };
}
