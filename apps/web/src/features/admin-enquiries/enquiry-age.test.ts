import { describe, expect, it } from 'vitest';
import { formatAge } from './enquiry-age';

describe('enquiry age', () => {
  const now = new Date('2026-05-12T12:00:00.000Z');
  it.each([
    ['2026-05-12T11:30:00.000Z', 'less than an hour'],
    ['2026-05-12T11:00:00.000Z', '1 hour'],
    ['2026-05-12T01:00:00.000Z', '11 hours'],
    ['2026-05-11T12:00:00.000Z', '1 day'],
    ['2026-05-10T11:00:00.000Z', '2 days 1 hour'],
    ['2026-05-09T09:00:00.000Z', '3 days 3 hours'],
  ])('from %s is %s', (from, age) => {
    expect(formatAge(from, now)).toBe(age);
  });
});
