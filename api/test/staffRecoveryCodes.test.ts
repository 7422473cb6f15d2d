import { describe, expect, it } from 'vitest';
import {
  looksLikeRecoveryCode,
  newRecoveryCodes,
  normaliseRecoveryCode,
} from '../src/features/staffAccess/domain/recoveryCodes';
import { hashToken, newToken, safeEqual } from '../src/features/staffAccess/domain/tokens';

/** Crockford's base32: no i, l, o or u. */
const CODE = /^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/;

describe('recovery codes', () => {
  it('when codes are made, then there are 10 distinct ones, each two groups of 5 symbols without i, l, o or u', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(CODE);
    expect(newRecoveryCodes(3)).toHaveLength(3);
  });

  it('when many codes are made, then every symbol of the 32 appears in every position (5 random bits each, 50 a code)', () => {
    const codes = newRecoveryCodes(2000).map((code) => code.replace('-', ''));
    for (let position = 0; position < 10; position += 1) {
      expect(new Set(codes.map((code) => code[position])).size, `position ${position}`).toBe(32);
    }
  });

  it('when a code is typed in capitals, with a space instead of the dash, then it is the same code', () => {
    expect(normaliseRecoveryCode('K7M2P X9Q4R')).toBe('k7m2px9q4r');
    expect(normaliseRecoveryCode(' k7m2p-x9q4r ')).toBe('k7m2px9q4r');
  });

  it('when a code is read from paper with o for 0 or l and i for 1, then it is the same code', () => {
    expect(normaliseRecoveryCode('kOm1p-xlqir')).toBe('k0m1px1q1r');
    expect(normaliseRecoveryCode('KOM1P XLQIR')).toBe(normaliseRecoveryCode('k0m1p-x1q1r'));
  });

  it('when the second-factor field holds a recovery code, then it looks like one; a 6-digit app code does not', () => {
    for (const code of newRecoveryCodes()) expect(looksLikeRecoveryCode(code)).toBe(true);
    expect(looksLikeRecoveryCode('K7M2P X9Q4R')).toBe(true);
    expect(looksLikeRecoveryCode('k7m2px9q4r')).toBe(true);
    for (const input of ['123456', '123 456', '', 'k7m2p', 'k7m2p-x9q4r-a', 'k7m2p-x9q4!', 'k7m2p-x9q4u']) {
      expect(looksLikeRecoveryCode(input), input).toBe(false);
    }
  });
});

describe('tokens', () => {
  it('when a token is made, then it is 32 random bytes in base64url, another each time', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
    expect(Buffer.from(newToken(16), 'base64url')).toHaveLength(16);
  });

  it('when a token is hashed, then it is its SHA-256 in hex, the same on every call', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = newToken();
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toBe(hashToken(newToken()));
  });

  it('when two strings are compared, then only equal ones are equal, whatever their lengths', () => {
    const token = newToken();
    expect(safeEqual(token, `${token}`)).toBe(true);
    expect(safeEqual(token, newToken())).toBe(false);
    expect(safeEqual(token, token.slice(0, -1))).toBe(false);
    expect(safeEqual('', '')).toBe(true);
    expect(safeEqual('é', 'e\u0301')).toBe(false);
  });
});
