import { randomBytes } from 'node:crypto';

/**
 * Recovery codes: single-use codes a colleague prints or stores when setting up a second
 * factor, to sign in with when the phone or passkey is lost.
 *
 * Crockford's base32 alphabet: digits and lower-case letters without i, l, o and u, so what is
 * read from paper is not mistaken (i, l and 1; o and 0). 32 symbols, 5 bits each.
 */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const GROUP = 5;
const LENGTH = 2 * GROUP;

/**
 * `count` distinct codes like `k7m2p-x9q4r`: 10 symbols of 5 random bits, 50 bits each. Each
 * random byte gives one symbol through its lowest 5 bits (256 is a multiple of 32, so every
 * symbol is equally likely).
 */
export function newRecoveryCodes(count = 10): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    const symbols = [...randomBytes(LENGTH)].map((byte) => ALPHABET[byte & 31]).join('');
    codes.add(`${symbols.slice(0, GROUP)}-${symbols.slice(GROUP)}`);
  }
  return [...codes];
}

/**
 * A code as typed, in the form it is stored: lower case, without spaces and dashes, and with
 * the letters Crockford's alphabet leaves out read as the digits they resemble (o as 0, i and
 * l as 1), so "K7M2P X9Q4R" and "k7m2p-x9q4r" are the same code.
 */
export function normaliseRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
}

// What the database keeps of a code is an HMAC of its normalised form under a key the api makes
// and keeps (auth/kit.ts): the codes are random, so no slow hash is needed, and a copy of the
// codes' table alone is not enough to try them all.

const RECOVERY_CODE = new RegExp(`^[${ALPHABET}]{${LENGTH}}$`);

/**
 * Whether the second-factor field holds a recovery code rather than a 6-digit app code: 10
 * symbols of the alphabet once normalised. A 6-digit code never is one.
 */
export function looksLikeRecoveryCode(input: string): boolean {
  return RECOVERY_CODE.test(normaliseRecoveryCode(input));
}
