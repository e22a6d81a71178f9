import { describe, expect, it } from 'vitest';
import { paymentFailureReasonOf, paymentFailureText } from './payment-failure';
import { maskVpa, paidByText, paymentMethodLabel, paymentMethodShort, upiPayUri } from './payment-methods';

describe('how an order was paid', () => {
  it.each([
    ['upi', 'ka****@okaxis', 'Paid by UPI (ka****@okaxis) on 25 Nov 2026'],
    ['credit_card', 'Visa ending 1111', 'Paid by card (Visa ending 1111) on 25 Nov 2026'],
    ['card', null, 'Paid by card on 25 Nov 2026'],
    ['net_banking', 'HDFC Bank', 'Paid by netbanking (HDFC Bank) on 25 Nov 2026'],
    ['netbanking', 'HDFC', 'Paid by netbanking (HDFC) on 25 Nov 2026'],
  ])('%s with %s reads "%s"', (method, detail, text) => {
    // 20:00 UTC is already the 26th in India: the date is India's.
    expect(paidByText({ method, detail, paidAt: '2026-11-25T10:00:00.000Z' })).toBe(text);
  });

  it('the date is the day in India', () => {
    expect(paidByText({ method: 'upi', detail: null, paidAt: '2026-11-25T20:00:00.000Z' })).toBe(
      'Paid by UPI on 26 Nov 2026',
    );
  });

  it('says nothing for an order not paid or paid before methods were kept', () => {
    expect(paidByText({ method: null, detail: null, paidAt: '2026-11-25T10:00:00.000Z' })).toBeNull();
    expect(paidByText({ method: 'upi', detail: null, paidAt: null })).toBeNull();
  });

  it.each([
    ['upi', 'UPI'],
    ['debit_card', 'card'],
    ['wallet', 'wallet'],
    ['emi', 'emi'],
  ])('labels %s as %s', (method, label) => {
    expect(paymentMethodLabel(method)).toBe(label);
  });

  it.each([
    ['kavya@okaxis', 'ka****@okaxis'],
    ['gaurav.kumar@okhdfc', 'ga****@okhdfc'],
    ['ab@ybl', 'a****@ybl'],
    ['x@upi', '****@upi'],
  ])('masks %s as %s', (vpa, masked) => {
    expect(maskVpa(vpa)).toBe(masked);
  });

  it("builds NPCI's upi://pay link with the amount in rupees to 2 decimals", () => {
    expect(
      upiPayUri({ payee: 'shop@demo', payeeName: 'Site In Minutes', amountPaise: 2123764, reference: 'ORD-1' }),
    ).toBe('upi://pay?pa=shop%40demo&pn=Site%20In%20Minutes&am=21237.64&tr=ORD-1&cu=INR');
    expect(upiPayUri({ payee: 'shop@demo', payeeName: 'S', amountPaise: 100000, reference: 'R' })).toContain(
      '&am=1000.00&',
    );
  });
});

describe('UPI failure reasons', () => {
  it.each([
    ['FAILED', 'upi-declined', 'The payment was declined in your UPI app. No money was taken.'],
    ['EXPIRED', 'upi-expired', 'The UPI request expired before it was approved. No money was taken.'],
    ['CANCELLED', 'cancelled', 'Payment cancelled — nothing was charged'],
  ])('%s on a UPI attempt is explained as %s', (status, reason, text) => {
    expect(paymentFailureReasonOf(status, 'upi')).toBe(reason);
    expect(paymentFailureText(reason)).toBe(text);
  });

  it('a card or netbanking attempt keeps the card texts', () => {
    expect(paymentFailureReasonOf('FAILED', 'credit_card')).toBe('declined');
    expect(paymentFailureReasonOf('FAILED', null)).toBe('declined');
  });
});

describe("a paid order's method in a table row", () => {
  it.each([
    ['upi', null, 'UPI'],
    ['credit_card', '4242', 'Card ••4242'],
    ['card', null, 'Card'],
    ['net_banking', null, 'Netbanking'],
    ['netbanking', null, 'Netbanking'],
    ['wallet', null, 'Wallet'],
    ['pay_later', null, 'Pay later'],
  ])('%s (last 4: %s) reads "%s"', (method, last4, text) => {
    expect(paymentMethodShort(method, last4)).toBe(text);
  });

  it('says nothing when the method is not known', () => {
    expect(paymentMethodShort(null, '4242')).toBeNull();
  });
});
