import { Secret, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode, totpUri, verifyTotp } from '../src/features/staffAccess/domain/totp';

/** A moment in the middle of a 30-second step, so a step either side is a plain ±30 s. */
const NOW = Date.UTC(2026, 2, 14, 9, 30, 15);
const STEP = Math.floor(NOW / 30_000);

describe('a TOTP secret', () => {
  it('when a secret is made, then it is 20 random bytes in base32, another each time', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('when the enrolment URI is made, then an authenticator app reads SHA-1, 6 digits, 30 s, the issuer and the account from it', () => {
    const secret = newTotpSecret();
    const uri = totpUri(secret, 'sanne@studiolegende.nl', 'Studio Legende');
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    const parsed = URI.parse(uri);
    expect(parsed).toMatchObject({
      issuer: 'Studio Legende',
      label: 'sanne@studiolegende.nl',
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
    });
    expect(parsed.secret.base32).toBe(secret);
  });
});

describe('a TOTP code at sign-in', () => {
  const secret = newTotpSecret();

  it("when the code of this moment is typed, then it is accepted with its step, also with the app's space in it", () => {
    const code = totpCode(secret, NOW);
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(verifyTotp(secret, code, { lastStep: null, now: NOW })).toEqual({ ok: true, step: STEP });
    expect(verifyTotp(secret, ` ${code.slice(0, 3)} ${code.slice(3)} `, { lastStep: null, now: NOW })).toEqual({
      ok: true,
      step: STEP,
    });
  });

  it('when the same code is typed again after signing in with it, then it is refused', () => {
    const code = totpCode(secret, NOW);
    const first = verifyTotp(secret, code, { lastStep: null, now: NOW });
    expect(first).toEqual({ ok: true, step: STEP });
    expect(verifyTotp(secret, code, { lastStep: STEP, now: NOW })).toEqual({ ok: false });
    expect(verifyTotp(secret, code, { lastStep: STEP, now: NOW + 20_000 })).toEqual({ ok: false });
  });

  it('when the code of 31 seconds ago is typed, then it is accepted once (the step before), and not again', () => {
    const code = totpCode(secret, NOW - 31_000);
    const first = verifyTotp(secret, code, { lastStep: STEP - 2, now: NOW });
    expect(first).toEqual({ ok: true, step: STEP - 1 });
    expect(verifyTotp(secret, code, { lastStep: STEP - 1, now: NOW })).toEqual({ ok: false });
  });

  it('when a code older than the last step signed in with is typed, then it is refused, though it is in the window', () => {
    const older = totpCode(secret, NOW - 30_000);
    expect(verifyTotp(secret, older, { lastStep: STEP, now: NOW })).toEqual({ ok: false });
  });

  it('when the code of the next step is typed (a phone clock a little ahead), then it is accepted', () => {
    expect(verifyTotp(secret, totpCode(secret, NOW + 30_000), { lastStep: null, now: NOW })).toEqual({
      ok: true,
      step: STEP + 1,
    });
  });

  it('when the code of two minutes ago or two minutes ahead is typed, then it is refused', () => {
    expect(verifyTotp(secret, totpCode(secret, NOW - 120_000), { lastStep: null, now: NOW })).toEqual({ ok: false });
    expect(verifyTotp(secret, totpCode(secret, NOW + 120_000), { lastStep: null, now: NOW })).toEqual({ ok: false });
  });

  it("when the code is another secret's, then it is refused", () => {
    expect(verifyTotp(secret, totpCode(newTotpSecret(), NOW), { lastStep: null, now: NOW })).toEqual({ ok: false });
  });

  it('when the input is not exactly 6 digits, then it is refused', () => {
    const code = totpCode(secret, NOW);
    for (const input of [
      '',
      '12345',
      `${code}0`,
      code.slice(0, 5),
      `${code.slice(0, 5)}x`,
      `${code.slice(0, 3)}-${code.slice(3)}`,
      '١٢٣٤٥٦',
      'k7m2p-x9q4r',
    ]) {
      expect(verifyTotp(secret, input, { lastStep: null, now: NOW }), input).toEqual({ ok: false });
    }
  });

  it('when no moment is given, then the code of this moment is accepted', () => {
    const before = Math.floor(Date.now() / 30_000);
    const result = verifyTotp(secret, totpCode(secret), { lastStep: null });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.step - before).toBeLessThanOrEqual(1);
  });
});
