import { HOTP, Secret, TOTP } from 'otpauth';
import { safeEqual } from './tokens';

/**
 * Time-based one-time codes (RFC 6238) as every authenticator app reads them: SHA-1, 6 digits,
 * a new code every 30 seconds. Other settings are in the standard, but some apps ignore them
 * and show wrong codes.
 */
const ALGORITHM = 'SHA1';
const DIGITS = 6;
const PERIOD_SECONDS = 30;

/** A new secret for an authenticator app: 20 random bytes (160 bits, RFC 4226's advice), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The `otpauth://totp/…` URI the enrolment page shows as a QR code (and as text to type in).
 * The app lists the account under `issuer: account`.
 */
export function totpUri(secret: string, account: string, issuer: string): string {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
  }).toString();
}

/** The 30-second step a moment falls in: the counter of RFC 6238. */
function stepAt(now: number): number {
  return Math.floor(now / 1000 / PERIOD_SECONDS);
}

function codeAt(secret: string, step: number): string {
  return HOTP.generate({ secret: Secret.fromBase32(secret), algorithm: ALGORITHM, digits: DIGITS, counter: step });
}

/**
 * Checks a code typed at sign-in. Accepted: the code of the current step, or of the step just
 * before or after (a phone's clock a little off, a code typed as it changed). Refused: a code
 * of a step at or before `lastStep`, the last step this account signed in with, so a code
 * that was seen (over a shoulder, by a phishing page) cannot be used again, nor an older one.
 * The caller stores the returned step as the new `lastStep`, and limits how often an account
 * may try: a million codes are guessed in a few hundred thousand tries without a limit.
 *
 * Spaces are ignored (apps show "123 456"); anything but exactly 6 digits is refused. Throws
 * only when `secret` is not base32, which means a corrupted secret, not a wrong code.
 */
export function verifyTotp(
  secret: string,
  code: string,
  options: { lastStep: number | null; now?: number },
): { ok: true; step: number } | { ok: false } {
  const typed = code.replace(/\s/g, '');
  if (!/^[0-9]{6}$/.test(typed)) return { ok: false };
  const current = stepAt(options.now ?? Date.now());
  for (const step of [current, current - 1, current + 1]) {
    if (options.lastStep !== null && step <= options.lastStep) continue;
    if (safeEqual(codeAt(secret, step), typed)) return { ok: true, step };
  }
  return { ok: false };
}

/** The code an authenticator app shows at `now` (default: this moment), for tests and e2e. */
export function totpCode(secret: string, now: number = Date.now()): string {
  return codeAt(secret, stepAt(now));
}
