import { describe, expect, it } from 'vitest';
import { toPayment } from './razorpay-entities';

/** Razorpay's payment entity as its API reference shows it, per method (amounts in paise). */
const base = { id: 'pay_29QQoUBi66xm2f', order_id: 'order_9A33XWu170gUtm', amount: 11800, currency: 'INR' };

describe("Razorpay's payment entity, per method", () => {
  it.each([
    [{ method: 'upi', vpa: 'gaurav.kumar@exampleupi' }, 'ga****@exampleupi'],
    [{ method: 'card', card: { network: 'MasterCard', last4: '4242' } }, 'Mastercard ending 4242'],
    [{ method: 'netbanking', bank: 'HDFC' }, 'HDFC'],
  ])('a captured %o payment records %s', (method, detail) => {
    expect(toPayment({ ...base, status: 'captured', ...method })).toMatchObject({
      status: 'SUCCESS',
      methodDetail: detail,
    });
  });

  it('a UPI payment that timed out in the app is an expired attempt; one declined is not', () => {
    const failed = (reason: string) => toPayment({ ...base, status: 'failed', method: 'upi', error_reason: reason });
    expect(failed('payment_timed_out').expired).toBe(true);
    expect(failed('payment_declined').expired).toBe(false);
  });
});
