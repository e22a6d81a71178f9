import { describe, expect, it } from 'vitest';
import { indiaMidnight, planMonthsOf, planMonthTitle } from './plan-months';

describe('plan months', () => {
  it('splits a period into months that cover it end to end', () => {
    expect(planMonthsOf('2026-11-23', 3)).toEqual([
      { startsOn: '2026-11-23', endsOn: '2026-12-22' },
      { startsOn: '2026-12-23', endsOn: '2027-01-22' },
      { startsOn: '2027-01-23', endsOn: '2027-02-22' },
    ]);
  });

  it('keeps the end-of-month rule: 31 January, leap February', () => {
    expect(planMonthsOf('2028-01-31', 3)).toEqual([
      { startsOn: '2028-01-31', endsOn: '2028-02-29' },
      { startsOn: '2028-03-01', endsOn: '2028-03-30' },
      { startsOn: '2028-03-31', endsOn: '2028-04-30' },
    ]);
  });

  it('titles a month by its number, the run and the calendar month it starts in', () => {
    expect(planMonthTitle('PRO PLAN', 2, 3, '2027-01-05')).toBe('PRO PLAN — month 2 of 3 (Jan 2027)');
  });

  it('gives 00:00 India time as 18:30 UTC the day before', () => {
    expect(indiaMidnight('2027-01-01')).toBe('2026-12-31T18:30:00.000Z');
  });
});
