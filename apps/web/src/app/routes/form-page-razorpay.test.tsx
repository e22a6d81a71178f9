// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session';
import { createCheckoutSession, createLoginResponse } from '../../testing/data-generators';
import { json, stubFetch } from '../../testing/fetch-stub';
import { renderRoute } from '../../testing/render-route';
import { FormPageRoute } from './form-page';

/** The payment page with Razorpay: the methods before PAY NOW, then Standard Checkout (a stand-in here). */
const session = createCheckoutSession();
const razorpayOptions = {
  key: 'rzp_test_WebKey000001',
  order_id: 'order_WebTest000001',
  amount: 176882,
  currency: 'INR',
  name: 'Site In Minutes',
  prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
};
const config = (provider: 'razorpay' | 'demo') =>
  provider === 'razorpay'
    ? {
        provider,
        mode: 'sandbox',
        keyId: razorpayOptions.key,
        methods: ['upi', 'card', 'netbanking'],
        checkoutScript: 'https://checkout.razorpay.com/v1/checkout.js',
      }
    : { provider, mode: 'demo', methods: ['upi', 'card', 'netbanking'] };

/** Standard Checkout as the page sees it: the options it was opened with and its `payment.failed` callbacks. */
interface Opened {
  options: {
    handler: (result: Record<string, string>) => void;
    modal: { ondismiss: () => void };
    config?: { display: { sequence: string[]; blocks: Record<string, { instruments: Array<{ method: string }> }> } };
  } & typeof razorpayOptions;
  failed: Array<(response: unknown) => void>;
}
let opened: Opened[] = [];
class FakeRazorpay {
  private readonly entry: Opened;
  constructor(options: Opened['options']) {
    this.entry = { options, failed: [] };
  }
  on(event: string, callback: (response: unknown) => void) {
    if (event === 'payment.failed') this.entry.failed.push(callback);
  }
  open() {
    opened.push(this.entry);
  }
}

const phoneWidth = (phone: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

beforeEach(() => {
  const { token, user } = createLoginResponse();
  saveSession(token, user, false);
  sessionStorage.setItem('checkout', JSON.stringify(session));
  opened = [];
  (window as unknown as { Razorpay: unknown }).Razorpay = FakeRazorpay;
  phoneWidth(false);
});
afterEach(() => {
  sessionStorage.clear();
  delete (window as unknown as { Razorpay?: unknown }).Razorpay;
});

const answers = (extra: Parameters<typeof stubFetch>[0] = {}) =>
  stubFetch({
    'GET /api/payments/config': json(200, config('razorpay')),
    'POST /api/new-order': json(201, {
      payment_session_id: razorpayOptions.order_id,
      order_id: 'ORD-20260101-AB12',
      razorpay: razorpayOptions,
    }),
    ...extra,
  });

/** PAY NOW, then the checkout the page opened. */
async function payNow(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(await screen.findByRole('button', { name: 'PAY NOW' }));
  await waitFor(() => expect(opened).toHaveLength(1));
  return opened[0] as Opened;
}

describe('the payment page names the ways to pay', () => {
  it.each(['razorpay', 'demo'] as const)('lists UPI, cards and netbanking before PAY NOW (%s)', async (provider) => {
    stubFetch({ 'GET /api/payments/config': json(200, config(provider)) });
    renderRoute(<FormPageRoute />, { path: '/formpage' });
    const list = await screen.findByRole('list', { name: 'Ways to pay' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['UPI', 'Cards', 'Netbanking']);
    // Every spec string of the page is still there.
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeTruthy();
    expect(screen.getByText('Total (incl. 18% GST)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PAY NOW' })).toBeTruthy();
  });
});

describe('PAY NOW with Razorpay', () => {
  it("opens Standard Checkout with the server's options, verifies its signed result and goes where the server says", async () => {
    const seen = answers({ 'POST /api/payments/razorpay/verify': json(200, { redirectUrl: '/sucess?encResp=abc' }) });
    const { user } = renderRoute(<FormPageRoute />, { path: '/formpage' });
    const checkout = await payNow(user);
    expect(checkout.options).toMatchObject(razorpayOptions);
    // A desktop keeps Razorpay's own order of methods.
    expect(checkout.options.config).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Processing...' })).toHaveProperty('disabled', true);
    checkout.options.handler({
      razorpay_payment_id: 'pay_WebTest000001',
      razorpay_order_id: razorpayOptions.order_id,
      razorpay_signature: 'f'.repeat(64),
      extra: 'not sent',
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/sucess?encResp=abc'));
    expect(seen.find(({ path }) => path === '/api/payments/razorpay/verify')?.body).toEqual({
      razorpay_payment_id: 'pay_WebTest000001',
      razorpay_order_id: razorpayOptions.order_id,
      razorpay_signature: 'f'.repeat(64),
    });
  });

  it('opens at UPI on a phone (a UPI block first in config.display)', async () => {
    phoneWidth(true);
    answers();
    const { user } = renderRoute(<FormPageRoute />, { path: '/formpage' });
    const checkout = await payNow(user);
    const display = checkout.options.config?.display;
    expect(display?.sequence[0]).toBe('block.upi');
    expect(display?.blocks.upi?.instruments).toEqual([{ method: 'upi' }]);
  });

  it('stays on the payment page with the same cart, saying so, when the window is closed', async () => {
    answers();
    const { user } = renderRoute(<FormPageRoute />, { path: '/formpage' });
    const checkout = await payNow(user);
    checkout.options.modal.ondismiss();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You closed the payment window before paying. Nothing was charged and your cart is unchanged: press PAY NOW to try again.',
    );
    expect(screen.getByRole('button', { name: 'PAY NOW' })).toHaveProperty('disabled', false);
    expect(screen.queryByTestId('location')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('checkout') ?? 'null')).toMatchObject({
      ...session,
      paymentSessionId: razorpayOptions.order_id,
    });
  });

  it("shows a failed attempt's reason, then goes where the status check says once the window is closed", async () => {
    answers({ 'GET /api/status/order_WebTest000001': json(200, { redirectUrl: '/fail?reason=declined' }) });
    const { user } = renderRoute(<FormPageRoute />, { path: '/formpage' });
    const checkout = await payNow(user);
    for (const failed of checkout.failed)
      failed({ error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed due to incorrect card details' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your payment failed: Payment failed due to incorrect card details',
    );
    checkout.options.modal.ondismiss();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/fail?reason=declined'));
  });

  it("says so on the page when the server refuses the checkout's signature", async () => {
    const refusal = 'The payment could not be verified: its signature does not match this order.';
    answers({ 'POST /api/payments/razorpay/verify': json(400, { error: refusal }) });
    const { user } = renderRoute(<FormPageRoute />, { path: '/formpage' });
    const checkout = await payNow(user);
    checkout.options.handler({
      razorpay_payment_id: 'pay_Forged0000001',
      razorpay_order_id: razorpayOptions.order_id,
      razorpay_signature: '0'.repeat(64),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
