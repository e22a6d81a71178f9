import { describe, expect, it } from 'vitest';
import { addOneMonth, enquiryDeadlines, isAcknowledgementOverdue } from './enquiry-deadlines';

describe('enquiry deadlines', () => {
  it('gives 48 hours to acknowledge, and a complaint one month to redress', () => {
    expect(enquiryDeadlines('2026-05-10T09:30:00.000Z', 'Complaint')).toEqual({
      acknowledgeBy: '2026-05-12T09:30:00.000Z',
      redressBy: '2026-06-10T09:30:00.000Z',
    });
    expect(enquiryDeadlines('2026-05-10T09:30:00.000Z', 'Marketing plan').redressBy).toBeNull();
  });

  it('ends a month on the last day of a shorter month', () => {
    expect(addOneMonth(new Date('2026-01-31T10:00:00.000Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addOneMonth(new Date('2028-01-31T10:00:00.000Z')).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addOneMonth(new Date('2026-12-15T00:00:00.000Z')).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });

  it('counts an enquiry overdue only while it is open after its 48 hours', () => {
    const acknowledgeBy = '2026-05-12T09:30:00.000Z';
    const after = new Date('2026-05-12T09:30:01.000Z');
    expect(isAcknowledgementOverdue({ status: 'open', acknowledgeBy }, after)).toBe(true);
    expect(isAcknowledgementOverdue({ status: 'open', acknowledgeBy }, new Date(acknowledgeBy))).toBe(false);
    expect(isAcknowledgementOverdue({ status: 'in_progress', acknowledgeBy }, after)).toBe(false);
    expect(isAcknowledgementOverdue({ status: 'resolved', acknowledgeBy }, after)).toBe(false);
  });
});
