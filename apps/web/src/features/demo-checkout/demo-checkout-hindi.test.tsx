// @vitest-environment happy-dom
import { DEMO_NETBANKING_BANKS, DEMO_UPI_APPS } from '@store/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../testing/fetch-stub';
import { englishLeft, inHindi } from '../../testing/hindi';
import { renderRoute } from '../../testing/render-route';
import { DemoCheckoutPage } from './demo-checkout-page';

const session = { merchant: 'SiteInMinutes', orderNumber: 'ORD-7', amount: 1768.82, currency: 'INR', status: 'ACTIVE' };
const at = { path: '/demo-checkout/:sessionId', url: '/demo-checkout/session-1' };
// The banks' and UPI apps' own names, the order number and CVV (as printed on the card) stay as they are.
const withoutNames = (text: string) =>
  [...DEMO_NETBANKING_BANKS, ...DEMO_UPI_APPS]
    .reduce((left, { name }) => left.replaceAll(name, ''), text)
    .replaceAll(/ORD-7|CVV/g, '');

describe("the demo provider's checkout in Hindi", () => {
  it('UPI, cards and netbanking show no English', async () => {
    stubFetch({ 'GET /demo-pg/sessions/session-1': json(200, session) });
    const { container } = renderRoute(inHindi(<DemoCheckoutPage />), at);
    expect(await screen.findByText('SiteInMinutes को पेमेंट')).toBeTruthy();
    expect(screen.getByRole('button', { name: '₹1,768.82 का पेमेंट करें' })).toBeTruthy();
    expect(englishLeft(withoutNames(container.textContent ?? ''))).toEqual([]);
  });

  it("the card checks and the gateway's answer are in Hindi", async () => {
    stubFetch({
      'GET /demo-pg/sessions/session-1': json(200, session),
      'POST /demo-pg/sessions/session-1/cancel': json(200, {
        kind: 'cancelled',
        redirectUrl: 'https://elsewhere.example/fail',
        message: 'Payment cancelled by the customer.',
      }),
    });
    const { user } = renderRoute(inHindi(<DemoCheckoutPage />), at);
    await user.click(await screen.findByRole('button', { name: '₹1,768.82 का पेमेंट करें' }));
    const cards = within(screen.getByRole('region', { name: 'कार्ड' }));
    expect(cards.getByText('सही कार्ड नंबर लिखें।')).toBeTruthy();
    expect(cards.getByText('कार्ड पर लिखा नाम लिखें।')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'पेमेंट रद्द करें' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^आपने पेमेंट रद्द किया।/);
  });

  it('the bank page shows no English', async () => {
    stubFetch({ 'GET /demo-pg/sessions/session-1': json(200, session) });
    const { container, user } = renderRoute(inHindi(<DemoCheckoutPage />), at);
    await user.click(await screen.findByRole('button', { name: 'बैंक पर जाएँ' }));
    expect(screen.getByRole('heading', { name: 'State Bank of India नेटबैंकिंग (डेमो)' })).toBeTruthy();
    expect(englishLeft(withoutNames(container.textContent ?? ''))).toEqual([]);
  });

  it('in English, the page reads as before', async () => {
    stubFetch({ 'GET /demo-pg/sessions/session-1': json(200, session) });
    renderRoute(<DemoCheckoutPage />, at);
    expect(await screen.findByText('Paying SiteInMinutes')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(
      'Demo payment provider: no real money moves. Use card 4111 1111 1111 1111 to pay, 4000 0000 0000 0002 to be declined.',
    );
    expect(screen.getByRole('button', { name: 'Pay ₹1,768.82' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show UPI QR code' })).toBeTruthy();
    expect(screen.getByLabelText('Name on card')).toBeTruthy();
  });
});
