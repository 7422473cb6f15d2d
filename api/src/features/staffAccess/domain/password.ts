import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createRequire } from 'node:module';

/**
 * Staff passwords, as OWASP's Password Storage cheat sheet asks: scrypt with N = 2^17, r = 8,
 * p = 1 (node:crypto, nothing native to install; argon2id reaches Node only in 24.7), a random
 * salt per hash, and the parameters written into the stored string so they can be raised later
 * without breaking the hashes already stored.
 *
 * Stored as `scrypt$<logN>$<r>$<p>$<salt base64url>$<key base64url>`.
 */
export interface PasswordHasher {
  /** A new stored string for `password`, with a fresh salt. */
  hash(password: string): Promise<string>;
  /** Whether `password` matches `stored`; false (never an error) when `stored` is malformed. */
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * The work of one `verify`, against a dummy hash, for a sign-in with an e-mail address that
   * belongs to nobody: it answers as late as a wrong password does, so the time taken does not
   * tell which addresses have an account. Always false.
   */
  verifyUnknown(password: string): Promise<false>;
}

/**
 * Thrown (as a rejection, at once) when more hashes are waiting than the hasher queues: a
 * flood of sign-ins is then refused (429/503) instead of holding the memory (128 MiB a hash)
 * and the cores of the machine.
 */
export class HasherBusyError extends Error {
  constructor() {
    super('Too many password hashes are being computed or waiting.');
    this.name = 'HasherBusyError';
  }
}

const DEFAULT_LOG_N = 17;
const R = 8;
const P = 1;
const KEY_BYTES = 64;
const SALT_BYTES = 16;

/**
 * The parameters `verify` accepts from a stored string. A stored string is ours, but a
 * corrupted or forged one must not make us allocate gigabytes (N = 2^30) or spin for minutes.
 */
const LIMITS = { logN: [1, 20], r: [1, 32], p: [1, 16] } as const;

interface ScryptParameters {
  logN: number;
  r: number;
  p: number;
}

interface ParsedHash extends ScryptParameters {
  salt: Buffer;
  key: Buffer;
}

/**
 * A hasher at the given cost (`logN`: 17 unless a test asks for less), computing at most
 * `concurrency` hashes at once, 2 by default: scrypt runs on libuv's pool of 4 threads, which
 * file reads and DNS look-ups need too, and each hash at N = 2^17 holds 128 MiB. Up to
 * `maxWaiting` more calls wait their turn; beyond that a call is refused with HasherBusyError.
 */
export function createPasswordHasher(
  options: { logN?: number; concurrency?: number; maxWaiting?: number } = {},
): PasswordHasher {
  const logN = options.logN ?? DEFAULT_LOG_N;
  const concurrency = options.concurrency ?? 2;
  const maxWaiting = options.maxWaiting ?? 16;
  if (!within(logN, LIMITS.logN)) throw new RangeError(`logN must be an integer from 1 to 20, not ${logN}`);
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError('concurrency must be at least 1');
  if (!Number.isInteger(maxWaiting) || maxWaiting < 0) throw new RangeError('maxWaiting must be 0 or more');

  const parameters: ScryptParameters = { logN, r: R, p: P };
  const limited = createLimiter(concurrency, maxWaiting);
  // Random salt and key: no password derives this key, so nothing ever matches it, and since
  // it carries this hasher's parameters, checking a password against it costs what a real
  // verify costs. Made here, once, so the first unknown address is not slower than the rest.
  const dummy = format({ ...parameters, salt: randomBytes(SALT_BYTES), key: randomBytes(KEY_BYTES) });

  async function verifyNow(password: string, stored: string): Promise<boolean> {
    const parsed = parse(stored);
    if (!parsed) return false;
    try {
      const key = await derive(password, parsed.salt, parsed);
      return timingSafeEqual(key, parsed.key);
    } catch {
      return false;
    }
  }

  return {
    hash: (password) =>
      limited(async () => {
        const salt = randomBytes(SALT_BYTES);
        return format({ ...parameters, salt, key: await derive(password, salt, parameters) });
      }),
    verify: (password, stored) => limited(() => verifyNow(password, stored)),
    verifyUnknown: (password) => limited(async () => (await verifyNow(password, dummy)) && false),
  };
}

/**
 * scrypt on the libuv thread pool. The password is NFKC-normalised first (NIST SP 800-63B), so
 * a password with accents typed on another keyboard or phone, which may send the same letters
 * composed differently, still matches.
 */
function derive(password: string, salt: Buffer, { logN, r, p }: ScryptParameters): Promise<Buffer> {
  const N = 2 ** logN;
  // Node's default maxmem (32 MiB) is below what N = 2^17 needs: OpenSSL asks for
  // 128·r·(N + p + 2) bytes. The extra MiB leaves room for another OpenSSL's rounding.
  const scryptOptions: ScryptOptions = { N, r, p, maxmem: 128 * r * (N + p + 2) + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, scryptOptions, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

function format({ logN, r, p, salt, key }: ParsedHash): string {
  return ['scrypt', logN, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const DECIMAL = /^[1-9][0-9]{0,2}$/;

/** The stored string's parts, or undefined for anything we would not have written. */
function parse(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [, logN, r, p, salt, key] = parts as [string, string, string, string, string, string];
  if (![logN, r, p].every((part) => DECIMAL.test(part))) return undefined;
  if (![salt, key].every((part) => BASE64URL.test(part))) return undefined;
  const parsed = { logN: Number(logN), r: Number(r), p: Number(p), salt: decode(salt), key: decode(key) };
  if (!parsed.salt || !parsed.key) return undefined;
  if (!within(parsed.logN, LIMITS.logN) || !within(parsed.r, LIMITS.r) || !within(parsed.p, LIMITS.p)) return undefined;
  // The lengths are not in the string, so they are fixed: a shorter key must not pass, as the
  // first bytes of scrypt's output are the same whatever length is asked for.
  if (parsed.salt.length !== SALT_BYTES || parsed.key.length !== KEY_BYTES) return undefined;
  return parsed as ParsedHash;
}

/** Base64url that decodes and encodes back to itself (Node's decoder skips what it cannot read). */
function decode(text: string): Buffer | undefined {
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : undefined;
}

function within(value: number, [min, max]: readonly [number, number]): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/**
 * Runs at most `concurrency` tasks at once and queues at most `maxWaiting` more; beyond that a
 * task is refused with HasherBusyError without waiting. A finished task hands its slot straight
 * to the first in the queue.
 */
function createLimiter(concurrency: number, maxWaiting: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limited<T>(task: () => Promise<T>): Promise<T> {
    if (running < concurrency) running += 1;
    else if (waiting.length < maxWaiting) await new Promise<void>((resolve) => waiting.push(resolve));
    else throw new HasherBusyError();
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/** Why a new password is refused. */
export type PasswordProblem = 'too_short' | 'too_long' | 'common';

/** What the staff area says for each problem, in Dutch. */
export const passwordProblems: Record<PasswordProblem, string> = {
  too_short: 'Kies een wachtwoord van minstens 12 tekens.',
  too_long: 'Kies een wachtwoord van hoogstens 128 tekens.',
  common: 'Dit wachtwoord komt voor in lijsten met veelgebruikte wachtwoorden. Kies een ander.',
};

/**
 * 12 characters at least: OWASP asks for 8 where a second factor is required, as it is here,
 * and 15 without; 12 leaves room for a passphrase without the other rules OWASP advises
 * against (no required digits or symbols). At most 128, so a passphrase fits and scrypt is
 * never handed a megabyte.
 */
const MIN_LENGTH = 12;
const MAX_LENGTH = 128;

/**
 * Whether a new password (at enrolment or on a change) may be used. Lengths count Unicode code
 * points after NFKC normalisation, as the hash sees them, so an emoji or an accented letter is
 * one character. Common passwords are refused on an exact match after NFKC and lower-casing:
 * not "a common one plus a digit", which would need fuzzier rules than this list supports.
 */
export function checkNewPassword(password: string): { ok: true } | { ok: false; reason: PasswordProblem } {
  const normalised = password.normalize('NFKC');
  const length = [...normalised].length;
  if (length < MIN_LENGTH) return { ok: false, reason: 'too_short' };
  if (length > MAX_LENGTH) return { ok: false, reason: 'too_long' };
  if (commonPasswords().has(normalised.toLowerCase())) return { ok: false, reason: 'common' };
  return { ok: true };
}

let common: Set<string> | undefined;

/**
 * The 49,000 most common passwords of zxcvbn-ts's list (lower case, from leaked password sets),
 * shipped in the `@zxcvbn-ts/language-common` package and read on the first check, not at
 * start-up: unpacking it takes about 0.1 s and a few MB that a server which never sees a
 * password change need not spend. The package stays external in the bundle (like every api
 * dependency), so `require` finds it in node_modules next to api/dist.
 */
function commonPasswords(): Set<string> {
  if (!common) {
    const require = createRequire(import.meta.url);
    const { dictionary } = require('@zxcvbn-ts/language-common') as { dictionary: Record<string, string[]> };
    const passwords = dictionary['passwords-common'];
    if (!passwords?.length) throw new Error('@zxcvbn-ts/language-common has no passwords-common list');
    common = new Set(passwords.map((entry) => entry.normalize('NFKC').toLowerCase()));
  }
  return common;
}
