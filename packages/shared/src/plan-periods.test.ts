import { describe, expect, it } from 'vitest';
import { dayAfter, indiaDate, planMonthsLeft, planPeriodEnd, planPeriodStart } from './plan-periods';

describe('plan periods', () => {
  it('ends the day before the same day N months later', () => {
    expect(planPeriodEnd('2026-01-15', 1)).toBe('2026-02-14');
    expect(planPeriodEnd('2026-01-15', 3)).toBe('2026-04-14');
    expect(planPeriodEnd('2026-11-23', 12)).toBe('2027-11-22');
    expect(planPeriodEnd('2026-03-01', 1)).toBe('2026-03-31');
    expect(planPeriodEnd('2026-12-01', 1)).toBe('2026-12-31');
  });

  it('ends at the end of a month that has no such day (31 January + 1 month)', () => {
    expect(planPeriodEnd('2026-01-31', 1)).toBe('2026-02-28');
    expect(planPeriodEnd('2026-01-30', 1)).toBe('2026-02-28');
    expect(planPeriodEnd('2026-01-29', 1)).toBe('2026-02-28');
    expect(planPeriodEnd('2026-03-31', 3)).toBe('2026-06-30');
    expect(planPeriodEnd('2026-08-31', 6)).toBe('2027-02-28');
  });

  it('knows leap years', () => {
    expect(planPeriodEnd('2028-01-31', 1)).toBe('2028-02-29');
    expect(planPeriodEnd('2028-01-30', 1)).toBe('2028-02-29');
    expect(planPeriodEnd('2028-01-29', 1)).toBe('2028-02-28');
    expect(planPeriodEnd('2028-02-29', 12)).toBe('2029-02-28');
    expect(planPeriodEnd('2100-01-31', 1)).toBe('2100-02-28'); // not a leap year
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
    expect(dayAfter('2026-02-28')).toBe('2026-03-01');
  });

  it('reads dates in India time, where midnight is 18:30 UTC', () => {
    expect(indiaDate(new Date('2026-01-30T18:29:59Z'))).toBe('2026-01-30');
    expect(indiaDate(new Date('2026-01-30T18:30:00Z'))).toBe('2026-01-31');
    expect(indiaDate(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });

  it('starts today, or the day after a current end so months add up', () => {
    expect(planPeriodStart('2026-11-23', undefined)).toBe('2026-11-23');
    expect(planPeriodStart('2026-11-23', '2027-02-22')).toBe('2027-02-23');
    expect(planPeriodStart('2026-11-23', '2026-11-23')).toBe('2026-11-24');
    expect(planPeriodStart('2026-11-23', '2026-11-22')).toBe('2026-11-23'); // lapsed: starts afresh
    const first = { startsOn: '2026-01-31', months: 1 };
    const renewal = { startsOn: dayAfter(planPeriodEnd(first.startsOn, 1)), months: 1 };
    expect(renewal.startsOn).toBe('2026-03-01');
    expect(planPeriodEnd(renewal.startsOn, 1)).toBe('2026-03-31');
  });

  it('counts the months not yet over', () => {
    const periods = [
      { startsOn: '2026-11-23', months: 3 },
      { startsOn: '2027-02-23', months: 1 },
    ];
    expect(planMonthsLeft(periods, '2026-11-23')).toBe(4);
    expect(planMonthsLeft(periods, '2026-12-22')).toBe(4);
    expect(planMonthsLeft(periods, '2026-12-23')).toBe(3);
    expect(planMonthsLeft(periods, '2027-03-22')).toBe(1);
    expect(planMonthsLeft(periods, '2027-03-23')).toBe(0);
  });
});
