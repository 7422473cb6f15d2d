import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A random token (session id, enrolment link, …): 32 bytes, 256 bits, by default, which
 * nobody guesses; base64url, so it fits a cookie and a URL as it is.
 */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * What the database keeps of a token: its SHA-256, in hex. Whoever reads the database (a
 * backup, a leak) then holds no session and no enrolment link. A token is random and long, so
 * a fast hash is enough: there is nothing to guess, unlike a password.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Whether two strings are equal, in a time that does not depend on where they first differ.
 * Strings of different lengths are unequal at once: their length is not the secret.
 */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
