/**
 * The staff area's time limits and counts, in one place (OWASP's session management and
 * authentication cheat sheets): how long links and sessions live, how many tries there are.
 */
export const staffPolicy = {
  /** An enrolment link works once, within 24 hours. */
  enrolmentLinkMs: 24 * 60 * 60_000,
  /** A browser that used the link has an hour to choose a password and a second factor. */
  enrolmentSessionMs: 60 * 60_000,
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
    /** Failed sign-ins an account may have before waits begin; an IP (an office) gets more. */
    freeAccountFailures: 5,
    freeIpFailures: 20,
    /** The first wait, doubling with each further failure ... */
    firstWaitMs: 2_000,
    /** ... up to 15 minutes: a real user is never locked out for longer. */
    maxWaitMs: 15 * 60_000,
    /** Failures are forgotten a day after the last one. */
    forgetAfterMs: 24 * 60 * 60_000,
  },
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
