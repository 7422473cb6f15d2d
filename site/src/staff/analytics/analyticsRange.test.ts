import { describe, expect, it } from 'vitest';
import { amsterdamToday, includesToday, periodOf, rangeOf, searchOf } from './analyticsRange';

const search = (query: string) => new URLSearchParams(query);

describe("the period in the page's address", () => {
  it('when the address names none, or a number of days that is no preset, then it is the last 30 days', () => {
    expect(periodOf(search(''))).toEqual({ days: 30 });
    expect(periodOf(search('dagen=5'))).toEqual({ days: 30 });
    expect(periodOf(search('dagen=zeven'))).toEqual({ days: 30 });
  });

  it('when the address names a preset or two days, then that is the period, and it gives the same address back', () => {
    for (const query of ['dagen=7', 'dagen=90', 'van=2026-11-01&tot=2026-11-14']) {
      expect(searchOf(periodOf(search(query))).toString()).toBe(query);
    }
    expect(searchOf({ days: 30 }).toString()).toBe('');
  });

  it('when the address names days that are no period, then they are passed on as they are, for the api to refuse', () => {
    expect(periodOf(search('van=2026-11-20&tot=2026-11-01'))).toEqual({ from: '2026-11-20', to: '2026-11-01' });
    expect(rangeOf(periodOf(search('van=gisteren')), '2026-11-25')).toEqual({ from: 'gisteren' });
  });
});

describe('the days asked of the api', () => {
  it('when a preset is chosen, then it is that many days up to today, today included, across a month and a year', () => {
    expect(rangeOf({ days: 7 }, '2026-11-25')).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(rangeOf({ days: 30 }, '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(rangeOf({ days: 90 }, '2027-01-15')).toEqual({ from: '2026-10-18', to: '2027-01-15' });
  });

  it("when it is past midnight in Amsterdam but not yet in UTC, then today is Amsterdam's", () => {
    expect(amsterdamToday(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26');
    expect(amsterdamToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(amsterdamToday(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('when the period ends today or later, then its figures are live; when it ended before, they are not', () => {
    expect(includesToday({ from: '2026-11-19', to: '2026-11-25' }, '2026-11-25')).toBe(true);
    expect(includesToday({ from: '2026-11-01' }, '2026-11-25')).toBe(true);
    expect(includesToday({ from: '2026-11-01', to: '2026-11-24' }, '2026-11-25')).toBe(false);
    expect(includesToday({ from: '2026-11-26', to: '2026-11-30' }, '2026-11-25')).toBe(false);
  });
});
