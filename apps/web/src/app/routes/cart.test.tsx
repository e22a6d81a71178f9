// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cartActions } from '../../features/cart';
import { saveSession } from '../../lib/session';
import { createCartItem, createLoginResponse } from '../../testing/data-generators';
import { renderRoute } from '../../testing/render-route';
import { CartRoute } from './cart';

afterEach(() => cartActions.clear());

describe('cart page', () => {
  it('lists each line with its quantity and the totals with 18% GST', () => {
    cartActions.replace([createCartItem({ quantity: 2 }), createCartItem({ _id: 'design-2', title: 'Neem Clinic' })]);
    renderRoute(<CartRoute />, { path: '/cart' });
    expect(screen.getByRole('heading', { name: 'Your Cart' })).toBeTruthy();
    expect(screen.getByText('Lotus Bakery')).toBeTruthy();
    expect(screen.getByText('Neem Clinic')).toBeTruthy();
    const totals = within(screen.getByText('Total').closest('dl') as HTMLElement);
    expect(totals.getByText('Subtotal').nextElementSibling?.textContent).toBe('₹4,497.00');
    expect(totals.getByText('GST (18%)').nextElementSibling?.textContent).toBe('₹809.46');
    expect(totals.getByText('Total').nextElementSibling?.textContent).toBe('₹5,306.46');
  });

  it('shows each line with its total incl. GST: for a one-line cart, the figure the cart totals', () => {
    cartActions.replace([createCartItem({ price: 6999 })]);
    renderRoute(<CartRoute />, { path: '/cart' });
    expect(screen.getByText(/incl\. GST$/).textContent).toBe('+ GST · ₹8,258.82 incl. GST');
    expect(screen.getByTestId('cart-total').textContent).toBe('₹8,258.82');
  });

  it('a line of several shows the line with its GST, as the cart taxes it', () => {
    cartActions.replace([createCartItem({ price: 6999, quantity: 2 })]);
    renderRoute(<CartRoute />, { path: '/cart' });
    expect(screen.getByText('₹6,999.00').textContent).toBe('₹6,999.00 × 2');
    expect(screen.getByText(/incl\. GST$/).textContent).toBe('+ GST · ₹16,517.64 incl. GST');
    expect(screen.getByTestId('cart-total').textContent).toBe('₹16,517.64');
  });

  it('removes a line and says when the cart is empty', async () => {
    cartActions.replace([createCartItem()]);
    const { user } = renderRoute(<CartRoute />, { path: '/cart' });
    await user.click(screen.getByRole('button', { name: 'Remove Lotus Bakery' }));
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    expect(localStorage.getItem('cart')).toBe('[]');
  });

  it('sends an anonymous visitor to log in first, coming back to checkout', async () => {
    cartActions.replace([createCartItem()]);
    const { user } = renderRoute(<CartRoute />, { path: '/cart' });
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(screen.getByTestId('location').textContent).toBe('/user-login');
    expect(localStorage.getItem('redirectAfterLogin')).toBe('/checkout');
  });

  it('takes a logged-in customer to checkout', async () => {
    const { token, user: account } = createLoginResponse();
    saveSession(token, account, false);
    cartActions.replace([createCartItem()]);
    const { user } = renderRoute(<CartRoute />, { path: '/cart' });
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(screen.getByTestId('location').textContent).toBe('/checkout');
  });
});
