/**
 * The staff area's time limits and counts, in one place (OWASP's session management and
 * authentication cheat sheets): how long links and sessions live, how many tries there are.
 */
export const staffPolicy = {
  /** An enrolment link works once, within 24 hours. */
  enrolmentLinkMs: 24 * 60 * 60_000,
  /** After the password, the second step must follow within 5 minutes ... */
  partialSessionMs: 5 * 60_000,
  /** ... and within 5 tries; then the password is asked again. */
  partialAttempts: 5,
  /** A full session ends after 30 minutes without a request (a live stream is no request) ... */
  idleMs: 30 * 60_000,
  /** ... and 12 hours after sign-in, whatever happens. */
  absoluteMs: 12 * 60 * 60_000,
  /**
   * Adding or removing a factor, new recovery codes, an export or an erasure: the password or a
   * factor asked again, good for 5 minutes of this session ...
   */
  reauthMs: 5 * 60_000,
  /** ... within 5 wrong tries in a row; then the session ends and signing in starts over. */
  reauthAttempts: 5,
  /** A session's last activity is written at most this often (not on every request). */
  touchEveryMs: 60_000,
  throttle: {
    /**
     * Wrong passwords one address may send for one account before waits begin; an address (an
     * office) gets more over all accounts; an account, over all addresses, more again (its wait
     * holds only for addresses that failed on it: `signInThrottle.ts`).
     */
    freeFailuresPerAddress: 5,
    freeIpFailures: 20,
    /** IPv6: failures of all the /64s of one /48 (one site's allocation) before its waits begin. */
    freeNetworkFailures: 60,
    freeAccountFailures: 20,
    /** Wrong second-step codes an account may have before its waits begin (hard: whoever sends). */
    freeCodeFailures: 5,
    /**
     * Password hashes one address may have in the hasher at once (it runs 2 and queues 16 for
     * everyone), and how many more may wait for a turn of that address's (an office signing in
     * at nine); past that: 429.
     */
    hashesPerAddress: 2,
    hashesWaitingPerAddress: 4,
    /** The first wait, doubling with each further failure ... */
    firstWaitMs: 2_000,
    /** ... up to 15 minutes: a real user is never locked out for longer. */
    maxWaitMs: 15 * 60_000,
    /** Failures are forgotten a day after the last one. */
    forgetAfterMs: 24 * 60 * 60_000,
  },
  /**
   * The window of the unauthenticated staff routes' limit (sign-in, codes, enrolment, passkeys),
   * per address (IPv6 per /64), counted before they read a body, write or hash anything; how many
   * requests is `RATE_LIMIT_STAFF` (config.ts).
   */
  openRoutesWindowMs: 60_000,
  /**
   * Passkey sign-in options, per address: each keeps a challenge for 5 minutes, so one address
   * holds at most this many; and at most `challengesInTotal` are kept from all addresses.
   */
  passkeyOptionsPerAddress: { limit: 10, windowMs: 5 * 60_000 },
  challengesInTotal: 1000,
  /** The audit trail is kept two years. */
  auditRetentionDays: 730,
} as const;

/** How long to wait after `failures` failures, when `free` were free; 0: no wait. */
export function throttleWaitMs(failures: number, free: number): number {
  const over = failures - free;
  if (over <= 0) return 0;
  const { firstWaitMs, maxWaitMs } = staffPolicy.throttle;
  return Math.min(maxWaitMs, firstWaitMs * 2 ** Math.min(over - 1, 20));
}
