import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextStatus, statusOfProviderOrder } from './order-state';

const statuses = ['PENDING', 'PAID', 'FAILED', 'CANCELLED', 'EXPIRED'] as const;

describe('order status machine', () => {
  it('never leaves PAID', () => {
    for (const observed of statuses) expect(nextStatus('PAID', observed)).toBe('PAID');
  });

  it('never leaves REFUNDED: a late or repeated payment report does not pay a refunded order again', () => {
    for (const observed of statuses) expect(nextStatus('REFUNDED', observed)).toBe('REFUNDED');
  });

  it('moves a pending order to what the provider observed', () => {
    for (const observed of statuses) expect(nextStatus('PENDING', observed)).toBe(observed);
  });

  it('lets a later success pay a failed or expired order, but nothing else reopens an expired one', () => {
    expect(nextStatus('FAILED', 'PAID')).toBe('PAID');
    expect(nextStatus('EXPIRED', 'PAID')).toBe('PAID');
    expect(nextStatus('EXPIRED', 'FAILED')).toBe('EXPIRED');
    expect(nextStatus('CANCELLED', 'FAILED')).toBe('FAILED');
  });

  it('ends PAID exactly when some observation said PAID, in any order (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...statuses), { maxLength: 12 }), (observations) => {
        const final = observations.reduce(nextStatus, 'PENDING' as (typeof statuses)[number]);
        expect(final === 'PAID').toBe(observations.includes('PAID'));
      }),
      { numRuns: 200 },
    );
  });

  it('reads a provider order: any successful attempt means paid', () => {
    const payment = (status: string) => ({
      paymentId: status,
      status,
      amountPaise: 100,
      currency: 'INR',
      method: null,
      last4: null,
    });
    expect(statusOfProviderOrder({ found: true, orderStatus: 'ACTIVE', payments: [] })).toBe('PENDING');
    expect(statusOfProviderOrder({ found: true, orderStatus: 'ACTIVE', payments: [payment('FAILED')] })).toBe('FAILED');
    expect(statusOfProviderOrder({ found: true, orderStatus: 'ACTIVE', payments: [payment('USER_DROPPED')] })).toBe(
      'CANCELLED',
    );
    expect(
      statusOfProviderOrder({ found: true, orderStatus: 'ACTIVE', payments: [payment('SUCCESS'), payment('FAILED')] }),
    ).toBe('PAID');
    expect(statusOfProviderOrder({ found: true, orderStatus: 'EXPIRED', payments: [] })).toBe('EXPIRED');
    expect(statusOfProviderOrder({ found: true, orderStatus: 'PAID', payments: [] })).toBe('PAID');
  });
});
