// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartActions } from '../../features/cart';
import { saveSession } from '../../lib/session';
import { createCartItem, createLoginResponse } from '../../testing/data-generators';
import { json, stubFetch } from '../../testing/fetch-stub';
import { renderRoute } from '../../testing/render-route';
import { CheckoutRoute } from './checkout';
import { FormPageRoute } from './form-page';

beforeEach(() => {
  const { token, user } = createLoginResponse();
  saveSession(token, user, false);
  cartActions.replace([createCartItem()]);
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

describe('payment page', () => {
  const session = {
    cartTotal: 1768.82,
    phone: '9876543210',
    titles: 'Lotus Bakery',
    items: [{ id: 'design-1', quantity: 1 }],
    idempotencyKey: 'key-1',
  };

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
