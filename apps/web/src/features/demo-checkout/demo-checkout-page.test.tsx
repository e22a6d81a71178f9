// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { json, stubFetch } from '../../testing/fetch-stub';
import { renderRoute } from '../../testing/render-route';
import { DemoCheckoutPage } from './demo-checkout-page';

const session = { merchant: 'SiteInMinutes', orderNumber: 'ORD-7', amount: 1768.82, currency: 'INR', status: 'ACTIVE' };
const at = { path: '/demo-checkout/:sessionId', url: '/demo-checkout/session-1' };

it("shows the provider's notice while the session loads, then the amount and the ways to pay", async () => {
  let answer = (_response: Response) => {};
  stubFetch({ 'GET /demo-pg/sessions/session-1': () => new Promise<Response>((resolve) => (answer = resolve)) });
  renderRoute(<DemoCheckoutPage />, at);

  expect(screen.getByRole('note').textContent).toMatch(/^Demo payment provider: no real money moves\./);
  expect(screen.getByRole('status').textContent).toBe('Opening secure checkout…');
  expect(screen.queryByRole('button', { name: /^Pay ₹/ })).toBeNull();

  answer(json(200, session));
  expect(await screen.findByRole('button', { name: 'Pay ₹1,768.82' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('₹1,768.82');
  expect(screen.queryByText('Opening secure checkout…')).toBeNull();
});
