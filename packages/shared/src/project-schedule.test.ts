import { describe, expect, it } from 'vitest';
import {
  addWorkingMinutes,
  briefReminderDueAt,
  isDissatisfactionWindowOpen,
  isProjectOverdue,
  pauseDueAt,
  projectDueAt,
} from './project-schedule';

// 20 Nov 2026 is a Friday; India time is UTC+5:30.
describe('project due date (3 working days of Mon–Fri 9–18, Sat 10–16, India time)', () => {
  it.each([
    ['Monday 12:00', '2026-11-23T06:30:00.000Z', '2026-11-26T06:30:00.000Z'], // Thursday 12:00
    ['Monday 08:00, before opening', '2026-11-23T02:30:00.000Z', '2026-11-25T12:30:00.000Z'], // Wednesday 18:00
    ['Friday 17:59: one minute, then Saturday', '2026-11-20T12:29:00.000Z', '2026-11-25T06:29:00.000Z'], // Wed 11:59
    ['Friday 18:00, just closed', '2026-11-20T12:30:00.000Z', '2026-11-25T06:30:00.000Z'], // Wednesday 12:00
    ['Saturday 15:59', '2026-11-21T10:29:00.000Z', '2026-11-25T12:29:00.000Z'], // Wednesday 17:59
    ['Saturday 16:01, after closing', '2026-11-21T10:31:00.000Z', '2026-11-25T12:30:00.000Z'], // Wednesday 18:00
    ['Sunday (closed)', '2026-11-22T05:30:00.000Z', '2026-11-25T12:30:00.000Z'], // Wednesday 18:00
    ['Sunday 23:59, a Monday in UTC terms', '2026-11-22T18:29:00.000Z', '2026-11-25T12:30:00.000Z'],
  ])('brief submitted %s', (_when, submittedAt, due) => {
    expect(projectDueAt(submittedAt)).toBe(due);
  });

  it('ends at closing time rather than the next opening when the hours run out exactly', () => {
    expect(addWorkingMinutes(new Date('2026-11-23T03:30:00.000Z'), 9 * 60).toISOString()).toBe(
      '2026-11-23T12:30:00.000Z',
    );
  });

  it('counts Saturday as six hours and skips Sunday', () => {
    // Saturday 10:00 plus 7 working hours: 6 on Saturday, 1 on Monday → Monday 10:00.
    expect(addWorkingMinutes(new Date('2026-11-21T04:30:00.000Z'), 7 * 60).toISOString()).toBe(
      '2026-11-23T04:30:00.000Z',
    );
  });

  it('is overdue only while the shop works on it, after the due time', () => {
    const dueAt = '2026-11-25T12:30:00.000Z';
    const after = new Date('2026-11-25T12:30:01.000Z');
    expect(isProjectOverdue({ state: 'IN_DESIGN', dueAt }, after)).toBe(true);
    expect(isProjectOverdue({ state: 'IN_DESIGN', dueAt }, new Date(dueAt))).toBe(false);
    expect(isProjectOverdue({ state: 'IN_REVIEW', dueAt }, after)).toBe(false);
    expect(isProjectOverdue({ state: 'AWAITING_BRIEF', dueAt: null }, after)).toBe(false);
  });
});

describe('calendar rules of the terms', () => {
  it('pauses after 7 days waiting on the customer and reminds of the brief after 2', () => {
    expect(pauseDueAt('2026-11-20T12:29:00.000Z')).toBe('2026-11-27T12:29:00.000Z');
    expect(briefReminderDueAt('2026-11-20T12:29:00.000Z')).toBe('2026-11-22T12:29:00.000Z');
  });

  it('keeps the dissatisfaction window open for exactly 7 days after delivery', () => {
    const delivered = '2026-11-20T12:00:00.000Z';
    expect(isDissatisfactionWindowOpen(delivered, new Date('2026-11-27T12:00:00.000Z'))).toBe(true);
    expect(isDissatisfactionWindowOpen(delivered, new Date('2026-11-27T12:00:00.001Z'))).toBe(false);
    expect(isDissatisfactionWindowOpen(null, new Date(delivered))).toBe(false);
  });
});
