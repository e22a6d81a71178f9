import { describe, expect, it } from 'vitest';
import { toPayment } from './cashfree-entities';

/** Cashfree's payment entity as its API reference and webhook samples show it, per method. */
const base = { cf_payment_id: '1504280029', payment_amount: 118, payment_currency: 'INR' };

describe("Cashfree's payment entity, per method", () => {
  it('a UPI payment keeps its group and the masked UPI id', () => {
    const payment = toPayment({
      ...base,
      payment_status: 'SUCCESS',
      payment_group: 'upi',
      payment_method: { upi: { channel: 'collect', upi_id: 'suhasg6@ybl' } },
    });
    expect(payment).toMatchObject({ method: 'upi', methodDetail: 'su****@ybl', last4: null, expired: false });
  });

  it('a card payment keeps network and last 4', () => {
    const payment = toPayment({
      ...base,
      payment_status: 'SUCCESS',
      payment_group: 'credit_card',
      payment_method: {
        card: { channel: 'link', card_number: 'XXXXXXXXXXXX1111', card_network: 'visa', card_type: 'credit_card' },
      },
    });
    expect(payment).toMatchObject({ method: 'credit_card', last4: '1111', methodDetail: 'Visa ending 1111' });
  });

  it('a netbanking payment keeps the bank', () => {
    const payment = toPayment({
      ...base,
      payment_status: 'SUCCESS',
      payment_group: 'net_banking',
      payment_method: { netbanking: { channel: null, netbanking_bank_code: '3054', netbanking_bank_name: 'UCO Bank' } },
    });
    expect(payment).toMatchObject({ method: 'net_banking', methodDetail: 'UCO Bank' });
  });

  it('a UPI request that timed out is an expired attempt; one declined is not', () => {
    const failed = (reason: string) =>
      toPayment({
        ...base,
        payment_status: 'FAILED',
        payment_group: 'upi',
        payment_method: { upi: { channel: 'link', upi_id: null } },
        error_details: { error_code: 'TRANSACTION_DECLINED', error_reason: reason, error_source: 'customer' },
      });
    expect(failed('request_expired').expired).toBe(true);
    expect(failed('payment_declined').expired).toBe(false);
  });
});
