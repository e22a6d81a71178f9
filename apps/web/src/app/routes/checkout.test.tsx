// @vitest-environment happy-dom
import { PRIVACY_NOTICE_VERSION } from '@store/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartActions } from '../../features/cart';
import { saveSession } from '../../lib/session';
import { createCartItem, createCheckoutSession, createLoginResponse } from '../../testing/data-generators';
import { json, stubFetch } from '../../testing/fetch-stub';
import { renderRoute } from '../../testing/render-route';
import { CheckoutRoute } from './checkout';
import { FormPageRoute } from './form-page';

const consents = (noticeAccepted: boolean) => json(200, { consents: [], noticeAccepted });

beforeEach(() => {
  const { token, user } = createLoginResponse();
  saveSession(token, user, false);
  cartActions.replace([createCartItem()]);
  // A customer who accepted the notice at sign-up: checkout shows it no more.
  stubFetch({ 'GET /api/privacy/consents': consents(true) });
});
afterEach(() => {
  cartActions.clear();
  sessionStorage.clear();
});

describe('checkout page', () => {
  it('refuses a malformed phone and a missing state beside their fields and focuses the phone', async () => {
    const { user } = renderRoute(<CheckoutRoute />, { path: '/checkout' });
    await user.type(screen.getByLabelText('Phone number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    const phone = screen.getByLabelText('Phone number');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Billing state').getAttribute('aria-invalid')).toBe('true');
    await user.type(phone, '6');
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Billing state').getAttribute('aria-invalid')).toBe('true');
  });

  it('carries the phone and billing details to the payment page', async () => {
    const { user } = renderRoute(<CheckoutRoute />, { path: '/checkout' });
    expect(screen.getByLabelText('Billing name')).toHaveProperty('value', 'Asha Rao');
    await user.type(screen.getByLabelText('Phone number'), '+91 98765 43210');
    await user.selectOptions(screen.getByLabelText('Billing state'), '29');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(screen.getByTestId('location').textContent).toBe('/formpage');
    const session = JSON.parse(sessionStorage.getItem('checkout') ?? 'null');
    expect(session).toMatchObject({
      cartTotal: 1768.82,
      phone: '9876543210',
      billing: { name: 'Asha Rao', stateCode: '29' },
      items: [{ id: 'design-1', quantity: 1 }],
    });
  });
});

describe('checkout page for a customer with no consent on record', () => {
  const fill = async (user: ReturnType<typeof renderRoute>['user']) => {
    await user.type(screen.getByLabelText('Phone number'), '9876543210');
    await user.selectOptions(screen.getByLabelText('Billing state'), '29');
  };

  it('shows the itemised notice with unticked optional consents, and records the choice before the payment page', async () => {
    const seen = stubFetch({
      'GET /api/privacy/consents': consents(false),
      'POST /api/privacy/checkout-notice': consents(true),
    });
    const { user } = renderRoute(<CheckoutRoute />, { path: '/checkout' });
    const notice = within(await screen.findByRole('region', { name: 'Privacy notice' }));
    expect(notice.getByText('Name, email and password')).toBeTruthy();
    const reminders = screen.getByRole('checkbox', { name: 'Reminders before a marketing plan ends' });
    expect(reminders).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: 'Offers and news sent to my inbox' })).toHaveProperty('checked', false);
    await fill(user);
    await user.click(reminders);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/formpage'));
    expect(seen.find(({ method }) => method === 'POST')?.body).toEqual({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      optional: ['plan-reminders'],
    });
  });

  it('stays on checkout and says so when the choice cannot be recorded', async () => {
    stubFetch({
      'GET /api/privacy/consents': consents(false),
      'POST /api/privacy/checkout-notice': json(500, { error: 'Internal Server Error' }),
    });
    const { user } = renderRoute(<CheckoutRoute />, { path: '/checkout' });
    await screen.findByRole('region', { name: 'Privacy notice' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your privacy choice could not be saved. Please try again.',
    );
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('shows no notice to a customer who accepted it', async () => {
    const seen = stubFetch({ 'GET /api/privacy/consents': consents(true) });
    renderRoute(<CheckoutRoute />, { path: '/checkout' });
    await waitFor(() => expect(seen).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Privacy notice' })).toBeNull();
  });
});

describe('payment page', () => {
  const session = createCheckoutSession();

  it("shows the server's refusal of the order above PAY NOW", async () => {
    sessionStorage.setItem('checkout', JSON.stringify(session));
    stubFetch({ 'POST /api/new-order': json(409, { error: 'Prices changed: please review your cart.' }) });
    const { user } = renderRoute(<FormPageRoute />, { path: '/formpage' });
    await user.click(screen.getByRole('button', { name: 'PAY NOW' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Prices changed: please review your cart.');
    expect(screen.getByRole('link', { name: 'Review your cart' })).toBeTruthy();
  });

  it('goes to the failure page when the server fails', async () => {
    sessionStorage.setItem('checkout', JSON.stringify(session));
    stubFetch({ 'POST /api/new-order': json(500, { error: 'Internal Server Error' }) });
    const { user } = renderRoute(<FormPageRoute />, { path: '/formpage' });
    await user.click(screen.getByRole('button', { name: 'PAY NOW' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/fail');
  });
});
