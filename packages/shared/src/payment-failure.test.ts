import { describe, expect, it } from 'vitest';
import { paymentFailureReasonOf, paymentFailureText } from './payment-failure';

describe('payment failure reasons', () => {
  it.each([
    ['FAILED', 'declined', 'Your card was declined by the bank. No money was taken.'],
    ['CANCELLED', 'cancelled', 'Payment cancelled — nothing was charged'],
    ['EXPIRED', 'expired', 'The payment session expired before it was completed. No money was taken.'],
  ])('%s is explained as %s', (status, reason, text) => {
    expect(paymentFailureReasonOf(status)).toBe(reason);
    expect(paymentFailureText(reason)).toBe(text);
  });

  it.each(['PAID', 'PENDING', 'CREATED'])('%s is no failure', (status) => {
    expect(paymentFailureReasonOf(status)).toBeNull();
  });

  it.each([null, undefined, '', 'toString', '__proto__', 'constructor', '<script>'])(
    'an unknown reason %s has no text',
    (reason) => {
      expect(paymentFailureText(reason)).toBeNull();
    },
  );
});
