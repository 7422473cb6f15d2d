import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from './phone';

describe('a phone number as the staff area shows it', () => {
  it('when it is a Dutch mobile number, then it reads 06 and four pairs', () => {
    expect(formatPhoneNumber('+31612345678')).toBe('06 12 34 56 78');
    expect(formatPhoneNumber('+31687654321')).toBe('06 87 65 43 21');
  });

  it('when it is a landline with a two-digit area code, then the area, three digits and four', () => {
    expect(formatPhoneNumber('+31201234567')).toBe('020 123 4567');
    expect(formatPhoneNumber('+31101234567')).toBe('010 123 4567');
    expect(formatPhoneNumber('+31851234567')).toBe('085 123 4567');
  });

  it('when it is a landline with a three-digit area code, then the area and two groups of three', () => {
    expect(formatPhoneNumber('+31111123456')).toBe('0111 123 456');
    expect(formatPhoneNumber('+31591123456')).toBe('0591 123 456');
  });

  it('when it is a free or paid service number, then 0800 or 0900 stands apart', () => {
    expect(formatPhoneNumber('+318001234')).toBe('0800 1234');
    expect(formatPhoneNumber('+319001234567')).toBe('0900 123 4567');
  });

  it('when it is a foreign number, then its country code stays and the rest is grouped', () => {
    expect(formatPhoneNumber('+32470123456')).toBe('+32 470 12 34 56');
    expect(formatPhoneNumber('+4915112345678')).toBe('+49 151 12 34 56 78');
    expect(formatPhoneNumber('+12125551234')).toBe('+1 212 555 1234');
    expect(formatPhoneNumber('+352621123456')).toBe('+352 621 12 34 56');
  });

  it('when the text is not a number in E.164, then it comes back unchanged', () => {
    for (const text of ['06 12345678', '', 'onbekend', '+31', '+0612345678'])
      expect(formatPhoneNumber(text)).toBe(text);
  });
});
