import type { Page } from '@playwright/test';
import { createCustomer, expect, openCart } from './fixtures';

/** Adds the first design a search finds to the cart from /designs. */
export async function addToCart(page: Page, query: string) {
  await page.goto(`/designs?q=${encodeURIComponent(query)}`);
  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('article').first().getByRole('button', { name: 'Remove from cart' })).toBeVisible();
}

/**
 * The checkout's billing details: the state (Karnataka, the demo seller's, unless given), the name
 * when given (the account's name is filled in already) and an address (an order of ₹50,000 or more
 * before GST, such as PRO PLAN for 3 months, needs one).
 */
export async function fillBilling(page: Page, billing: { name?: string; stateCode?: string; address?: string } = {}) {
  if (billing.name !== undefined) await page.getByLabel('Billing name').fill(billing.name);
  await page.getByLabel('Billing address').fill(billing.address ?? '12 MG Road\nBengaluru 560001');
  await page.getByLabel('Billing state').selectOption(billing.stateCode ?? '29');
}

/** From the cart panel through /checkout to /formpage with a phone number (and the billing state). */
export async function checkoutWithPhone(page: Page, phone = '9876543210') {
  await openCart(page);
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel('Phone number').fill(phone);
  await fillBilling(page);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/formpage$/);
}

/** PAY NOW, then pays on the demo provider's hosted checkout with the card given. */
export async function payWithCard(page: Page, cardNumber: string) {
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await expect(page).toHaveURL(/\/demo-checkout\//);
  await expect(page.getByText('no real money moves')).toBeVisible();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Name on card').fill('Test Buyer');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
}

/** A new customer's order of a design through the API, waiting on the demo provider's checkout. */
export async function orderThroughApi(page: Page, name: string) {
  const account = await createCustomer(page, name);
  const login = await (
    await page.request.post('/api/login', { data: { email: account.email, password: account.password } })
  ).json();
  const [card] = await (await page.request.get('/api/cards?page=1&limit=1')).json();
  const total = Math.round(card.price * 118) / 100;
  const order = await (
    await page.request.post('/api/new-order', {
      headers: { authorization: `Bearer ${login.token}` },
      data: { cartTotal: total, phone: '9988776655', titles: card.title, items: [{ id: card._id, quantity: 1 }] },
    })
  ).json();
  return { account, order: order as { order_id: string; payment_session_id: string }, total };
}

/** A customer pays for a design through the API and the demo provider, as the browser journey does. */
export async function paidOrderThroughApi(page: Page, name = 'Dashboard Buyer') {
  const { account, order, total } = await orderThroughApi(page, name);
  const paid = await page.request.post(`/demo-pg/sessions/${order.payment_session_id}/pay`, {
    data: { cardNumber: '4111111111111111', expiry: '12/30', cvv: '123', name },
  });
  expect((await paid.json()).kind).toBe('paid');
  return { account, orderNumber: order.order_id as string, total };
}
