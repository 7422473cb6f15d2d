import { describe, expect, it } from 'vitest';
import { formatDutchNumber } from './formatNumber';

const values = [
  0, 0.0000001, 0.5, 1, 1.005, 2.5, 3, 4.8, 4.75, 4.85, 4.95, 4.04, 5, 63, 999, 1000, 1234, 12345.6, 1234567, 0.05,
  -3.25, -1234.5,
];

describe('formatDutchNumber', () => {
  it('writes numbers as Dutch Intl does: a point between thousands, up to three decimals', () => {
    const intl = new Intl.NumberFormat('nl-NL');
    for (const value of values) expect(formatDutchNumber(value), String(value)).toBe(intl.format(value));
  });

  it('rounds to at most one decimal, with a decimal comma', () => {
    const intl = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });
    for (const value of values)
      expect(formatDutchNumber(value, { maxFractionDigits: 1 }), String(value)).toBe(intl.format(value));
  });

  it('keeps exactly one decimal when asked: 5 is 5,0', () => {
    const intl = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (const value of values)
      expect(formatDutchNumber(value, { minFractionDigits: 1, maxFractionDigits: 1 }), String(value)).toBe(
        intl.format(value),
      );
    expect(formatDutchNumber(5, { minFractionDigits: 1, maxFractionDigits: 1 })).toBe('5,0');
    expect(formatDutchNumber(4.8, { minFractionDigits: 1, maxFractionDigits: 1 })).toBe('4,8');
  });
});
