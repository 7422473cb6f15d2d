import { describe, expect, it } from 'vitest';
import {
  checkNewPassword,
  createPasswordHasher,
  HasherBusyError,
  passwordProblems,
} from '../src/features/staffAccess/domain/password';

/** A cheap cost for tests: the behaviour is the same at every cost. */
const cheap = () => createPasswordHasher({ logN: 10 });

function parts(stored: string) {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  return {
    scheme,
    logN: Number(logN),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt!, 'base64url'),
    key: Buffer.from(key!, 'base64url'),
  };
}

/** The same stored string with one base64url character of its key changed. */
function tamperKey(stored: string): string {
  const last = stored.at(-2) === 'A' ? 'B' : 'A';
  return `${stored.slice(0, -2)}${last}${stored.at(-1)}`;
}

describe('password hashes', () => {
  it("when the hasher is made without options, then it hashes with OWASP's scrypt parameters: N = 2^17, r = 8, p = 1, a 16-byte salt and a 64-byte key", async () => {
    const stored = await createPasswordHasher().hash('een lang wachtwoord voor het team');
    expect(stored).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    const { logN, r, p, salt, key } = parts(stored);
    expect({ logN, r, p, saltBytes: salt.length, keyBytes: key.length }).toEqual({
      logN: 17,
      r: 8,
      p: 1,
      saltBytes: 16,
      keyBytes: 64,
    });
  });

  it('when the right password is given, then it verifies; a wrong one, or the right one in other capitals, does not', async () => {
    const hasher = cheap();
    const stored = await hasher.hash('correct paard batterij nietje');
    expect(await hasher.verify('correct paard batterij nietje', stored)).toBe(true);
    expect(await hasher.verify('correct paard batterij nietj', stored)).toBe(false);
    expect(await hasher.verify('Correct paard batterij nietje', stored)).toBe(false);
    expect(await hasher.verify('', stored)).toBe(false);
  });

  it('when the same password is hashed twice, then the stored strings differ (a fresh salt each time) and both verify', async () => {
    const hasher = cheap();
    const [first, second] = await Promise.all([
      hasher.hash('hetzelfde wachtwoord'),
      hasher.hash('hetzelfde wachtwoord'),
    ]);
    expect(first).not.toBe(second);
    expect(parts(first!).salt.equals(parts(second!).salt)).toBe(false);
    expect(await hasher.verify('hetzelfde wachtwoord', first!)).toBe(true);
    expect(await hasher.verify('hetzelfde wachtwoord', second!)).toBe(true);
  });

  it('when a hash was made with other parameters, then it still verifies: verify reads them from the stored string', async () => {
    const older = await createPasswordHasher({ logN: 11 }).hash('gemaakt met andere kosten');
    expect(parts(older).logN).toBe(11);
    expect(await cheap().verify('gemaakt met andere kosten', older)).toBe(true);
  });

  it('when a password is typed with its accents composed another way, then it still verifies (NFKC)', async () => {
    const hasher = cheap();
    const composed = 'café au lait met crème';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    expect(await hasher.verify(decomposed, await hasher.hash(composed))).toBe(true);
  });

  it('when the stored string is tampered with, then the right password gives false', async () => {
    const hasher = cheap();
    const stored = await hasher.hash('niet aankomen alsjeblieft');
    const { salt } = parts(stored);
    const otherSalt = Buffer.from(salt)
      .fill(salt[0]! ^ 1, 0, 1)
      .toString('base64url');
    const tampered = [
      tamperKey(stored),
      stored.replace('scrypt$10$', 'scrypt$11$'),
      stored.replace('$8$1$', '$8$2$'),
      stored.replace(salt.toString('base64url'), otherSalt),
    ];
    for (const variant of tampered) {
      expect(variant).not.toBe(stored);
      expect(await hasher.verify('niet aankomen alsjeblieft', variant), variant).toBe(false);
    }
  });

  it('when the stored string is malformed, then verify resolves false and never throws, even for a cost too high to compute', async () => {
    const hasher = cheap();
    const stored = await hasher.hash('een geldig wachtwoord');
    const [, , , , salt, key] = stored.split('$');
    const malformed = [
      '',
      'scrypt',
      'scrypt$10$8$1$',
      `bcrypt$10$8$1$${salt}$${key}`,
      `scrypt$x$8$1$${salt}$${key}`,
      `scrypt$010$8$1$${salt}$${key}`,
      `scrypt$10$8$1$${salt}$${key}$extra`,
      `scrypt$10$8$1$${salt}$${key}=`,
      `scrypt$10$8$1$${salt}$k+y/`,
      `scrypt$10$8$1$$${key}`,
      `scrypt$10$8$1$${salt}$AAAA`,
      `scrypt$30$8$1$${salt}$${key}`,
      `scrypt$10$9999$1$${salt}$${key}`,
      stored.slice(0, -10),
    ];
    for (const variant of malformed) {
      await expect(hasher.verify('een geldig wachtwoord', variant), variant).resolves.toBe(false);
    }
  });
});

describe('a sign-in with an unknown e-mail address', () => {
  it('when verifyUnknown is called, then it resolves false, whatever the password', async () => {
    const hasher = cheap();
    for (const password of ['', 'iets', 'een lang wachtwoord voor het team']) {
      expect(await hasher.verifyUnknown(password)).toBe(false);
    }
  });

  it('when verifyUnknown is called, then it does the work of a verify: it holds a place among the hashes computed at once', async () => {
    // Timing would be noisy on a shared machine; the queue is not. A shortcut that answered
    // false at once would leave the place free, and the hash below would be accepted.
    const hasher = createPasswordHasher({ logN: 12, concurrency: 1, maxWaiting: 0 });
    const unknown = hasher.verifyUnknown('een fout wachtwoord');
    await expect(hasher.hash('nog een')).rejects.toBeInstanceOf(HasherBusyError);
    expect(await unknown).toBe(false);
    await expect(hasher.hash('nu wel')).resolves.toMatch(/^scrypt\$12\$/);
  });
});

describe('the cap on hashes computed at once', () => {
  it('when the hashes running and waiting are at their limit, then the next call is refused at once with HasherBusyError, and the others finish', async () => {
    const hasher = createPasswordHasher({ logN: 12, concurrency: 1, maxWaiting: 1 });
    const stored = await hasher.hash('een wachtwoord voor de rij');
    const first = hasher.verify('een wachtwoord voor de rij', stored);
    const second = hasher.hash('nog een wachtwoord');
    const third = hasher.verifyUnknown('een derde poging');
    await expect(third).rejects.toBeInstanceOf(HasherBusyError);
    await expect(hasher.verify('een wachtwoord voor de rij', stored)).rejects.toThrow(HasherBusyError);
    expect(await first).toBe(true);
    expect(await second).toMatch(/^scrypt\$12\$/);
  });

  it('when the queue has emptied, then calls are accepted again', async () => {
    const hasher = createPasswordHasher({ logN: 10, concurrency: 1, maxWaiting: 0 });
    const running = hasher.hash('bezig');
    await expect(hasher.hash('te veel')).rejects.toBeInstanceOf(HasherBusyError);
    await running;
    await expect(hasher.hash('weer ruimte')).resolves.toMatch(/^scrypt\$10\$/);
  });

  it('when twenty calls come at once with the defaults, then two run, sixteen wait and two are refused', async () => {
    const hasher = createPasswordHasher({ logN: 10 });
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, index) => hasher.hash(`poging ${index}`)));
    const refused = results.filter((result) => result.status === 'rejected');
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(18);
    expect(refused).toHaveLength(2);
    for (const result of refused) expect(result.reason).toBeInstanceOf(HasherBusyError);
  });

  it('when the options are out of range, then the hasher is not made', () => {
    expect(() => createPasswordHasher({ logN: 40 })).toThrow(RangeError);
    expect(() => createPasswordHasher({ logN: 0 })).toThrow(RangeError);
    expect(() => createPasswordHasher({ concurrency: 0 })).toThrow(RangeError);
    expect(() => createPasswordHasher({ maxWaiting: -1 })).toThrow(RangeError);
  });
});

describe('a new password', () => {
  it('when it has fewer than 12 characters, then it is too short; characters are code points, so 12 emoji are enough', () => {
    expect(checkNewPassword('')).toEqual({ ok: false, reason: 'too_short' });
    expect(checkNewPassword('elf tekens!')).toEqual({ ok: false, reason: 'too_short' });
    expect(checkNewPassword('🦆'.repeat(11))).toEqual({ ok: false, reason: 'too_short' });
    expect(checkNewPassword('🦆'.repeat(12))).toEqual({ ok: true });
    expect(checkNewPassword('twaalf teken')).toEqual({ ok: true });
  });

  it('when it has more than 128 characters, then it is too long', () => {
    expect(checkNewPassword('a'.repeat(128))).toEqual({ ok: true });
    expect(checkNewPassword('a'.repeat(129))).toEqual({ ok: false, reason: 'too_long' });
    expect(checkNewPassword('🦆'.repeat(129))).toEqual({ ok: false, reason: 'too_long' });
  });

  it('when lengths are counted, then it is after NFKC normalisation, as the hash sees the password', () => {
    // "ﬀ" (one ligature) is "ff" (two letters) after NFKC.
    expect(checkNewPassword('ﬀ'.repeat(6))).toEqual({ ok: true });
    expect(checkNewPassword('e\u0301'.repeat(11))).toEqual({ ok: false, reason: 'too_short' });
  });

  it('when it is in the shipped list of common passwords, in any capitals or in full-width letters, then it is refused as common', () => {
    for (const password of [
      'qwertyuiop123',
      'Qwertyuiop123',
      'ADMINISTRATOR',
      'ａｄｍｉｎｉｓｔｒａｔｏｒ',
      '1qaz2wsx3edc',
    ]) {
      expect(checkNewPassword(password), password).toEqual({ ok: false, reason: 'common' });
    }
  });

  it('when it is a long passphrase of everyday words, then it is accepted: no rules on digits or symbols', () => {
    expect(checkNewPassword('paarden eten graag wortels in de wei')).toEqual({ ok: true });
    expect(checkNewPassword('fietsenstalling')).toEqual({ ok: true });
  });

  it('when a problem is found, then there is a Dutch message for it', () => {
    expect(passwordProblems).toEqual({
      too_short: 'Kies een wachtwoord van minstens 12 tekens.',
      too_long: 'Kies een wachtwoord van hoogstens 128 tekens.',
      common: 'Dit wachtwoord komt voor in lijsten met veelgebruikte wachtwoorden. Kies een ander.',
    });
  });
});
