import { errors } from '../../../../shared/errors';
import { authenticationOptions, verifyAuthentication } from '../passkeys';
import { staffPolicy } from '../policy';
import { hashToken, newToken } from '../tokens';
import { normaliseEmail, storedPasskey } from './kit';
import type { AuthenticationResponseJSON, RelyingParty } from '../passkeys';
import type { StaffAuthKit } from './kit';
import type { Caller, IssuedSession, StaffContext } from './types';

/** How long a passkey sign-in may take between its options and its answer. */
const PASSKEY_CHALLENGE_MS = 5 * 60_000;

/** Sign-in: the password, then a code of the app or a recovery code; or a passkey alone. */
export function staffSignIn(kit: StaffAuthKit) {
  const { repo, hasher, now, throttle, audit, failSignIn, withHasher, spendCode, issue, sessionOf } = kit;

  return {
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

    /**
     * The password step. Its tries are taken (per address and account, per address) before any
     * hash is computed (`signInThrottle.ts`); an unknown address costs the same hash and gets the
     * same answer as a wrong password.
     */
    /**
     * The password: a half session for the second step. A colleague still setting up their
     * account (a password chosen, no second step yet) gets, with the right password and while
     * the enrolment's link is valid, an enrolment session instead: the set-up goes on there.
     */
    async signIn(input: { email: string; password: string }, caller: Caller): Promise<IssuedSession> {
      const email = normaliseEmail(input.email);
      const attempt = await throttle.takePasswordTry(email, caller);
      const user = await repo.userByEmail(email);
      const enrolmentEnds =
        user?.status === 'enrolling'
          ? await repo.enrolmentEnd(user.id).then((end) => end && end > now() && end)
          : undefined;
      const usable = user && (user.status === 'active' || enrolmentEnds) && user.password_hash !== null;
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
      if (enrolmentEnds) {
        await audit('ENROLMENT_RESUMED', caller, { userId: user.id });
        return issue(user.id, 'enrolment', caller, enrolmentEnds);
      }
      return issue(user.id, 'partial', caller);
    },

    awaitingSecondStep: (token: string | undefined) => sessionOf(token, ['partial']),

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
  };
}
