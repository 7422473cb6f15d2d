import { describe, expect, it } from 'vitest';
import { formatCount, formatDay, formatRate, rateOf, valueLabel } from './staffAnalytics';

const names = { direct: 'Direct', other: 'Overig', unknown: 'Onbekend' };

describe('the figures of "Herkomst" in Dutch', () => {
  it('when a count or a rate is written, then it has Dutch separators, and a rate without visitors is the dash', () => {
    expect(formatCount(1669)).toBe('1.669');
    expect(formatRate(142 / 1669, '–')).toBe('8,5%');
    expect(formatRate(1.5, '–')).toBe('150%');
    expect(formatRate(null, '–')).toBe('–');
    expect(rateOf(3, 0)).toBeNull();
  });

  it('when a day is written, then it is the calendar day itself, in any time zone', () => {
    expect(formatDay('2026-11-25')).toBe('25 nov 2026');
    expect(formatDay('2026-01-01')).toBe('1 jan 2026');
  });

  it("when a group is named, then the api's own values and the devices have their Dutch names, anything else is as it is", () => {
    expect(valueLabel('overig', names)).toEqual({ label: 'Overig', named: true });
    expect(valueLabel('direct', names)).toEqual({ label: 'Direct', named: true });
    expect(valueLabel('onbekend', names)).toEqual({ label: 'Onbekend', named: true });
    expect(valueLabel('phone', names, { phone: 'Telefoon', tablet: 'Tablet', desktop: 'Computer' })).toEqual({
      label: 'Telefoon',
      named: false,
    });
    expect(valueLabel('phone', names)).toEqual({ label: 'phone', named: false });
    expect(valueLabel('www.google.com', names)).toEqual({ label: 'www.google.com', named: false });
  });
});
