import { describe, expect, it } from 'vitest';
import { amsterdamInstant, amsterdamParts, staffMoment } from './staffMoment';

describe('a moment typed in Amsterdam time', () => {
  it('when it is winter time, then it is one hour ahead of UTC', () => {
    expect(amsterdamInstant('2026-11-25', '13:05')).toBe('2026-11-25T12:05:00.000Z');
  });

  it('when it is summer time, then it is two hours ahead of UTC', () => {
    expect(amsterdamInstant('2027-06-01', '09:00')).toBe('2027-06-01T07:00:00.000Z');
  });

  it('when the clock goes forward that night, then the times either side take their own offset', () => {
    expect(amsterdamInstant('2027-03-28', '01:59')).toBe('2027-03-28T00:59:00.000Z');
    expect(amsterdamInstant('2027-03-28', '03:00')).toBe('2027-03-28T01:00:00.000Z');
    expect(amsterdamInstant('2027-03-27', '09:00')).toBe('2027-03-27T08:00:00.000Z');
    expect(amsterdamInstant('2027-03-29', '09:00')).toBe('2027-03-29T07:00:00.000Z');
  });

  it('when the time is in the hour the clock skips, then there is no such moment', () => {
    expect(amsterdamInstant('2027-03-28', '02:30')).toBeNull();
  });

  it('when the time is in the hour the clock repeats, then it is its first time, still in summer time', () => {
    expect(amsterdamInstant('2027-10-31', '02:30')).toBe('2027-10-31T00:30:00.000Z');
    expect(amsterdamInstant('2027-10-31', '03:00')).toBe('2027-10-31T02:00:00.000Z');
  });

  it('when the date or time is not one, then there is no moment', () => {
    for (const [date, time] of [
      ['', '10:00'],
      ['2027-02-30', '10:00'],
      ['2027-01-10', '24:00'],
      ['2027-01-10', ''],
      ['10-01-2027', '10:00'],
    ] as const) {
      expect(amsterdamInstant(date, time), `${date} ${time}`).toBeNull();
    }
  });

  it('reads back as the date and time typed, and as the page shows it', () => {
    for (const iso of ['2027-03-28T01:00:00.000Z', '2027-10-31T00:30:00.000Z', '2026-11-25T12:05:00.000Z']) {
      const { date, time } = amsterdamParts(iso);
      expect(amsterdamInstant(date, time)).toBe(iso);
    }
    expect(amsterdamParts('2027-03-28T01:00:00.000Z')).toEqual({ date: '2027-03-28', time: '03:00' });
    expect(staffMoment('2026-11-25T12:05:00.000Z')).toBe('25 nov 2026, 13:05');
  });
});
