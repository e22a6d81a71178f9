import type { Page } from '@playwright/test';
import { admin, createCustomer, expect, isPhone, test } from './fixtures';

/** A customer pays for a design through the API and the demo provider, as the browser journey does. */
async function paidOrderThroughApi(page: Page) {
  const account = await createCustomer(page, 'Dashboard Buyer');
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
  const paid = await page.request.post(`/demo-pg/sessions/${order.payment_session_id}/pay`, {
    data: { cardNumber: '4111111111111111', expiry: '12/30', cvv: '123', name: 'Dashboard Buyer' },
  });
  expect((await paid.json()).kind).toBe('paid');
  return { orderNumber: order.order_id as string, total };
}

async function adminLogin(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}

test('a paid demo order shows on ManageOrders with its events and in the dashboard figures', async ({ page }) => {
  const { orderNumber } = await paidOrderThroughApi(page);
  await adminLogin(page);
  await expect(page.getByRole('heading', { name: 'Sales per month' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Paid orders per month: \d{4}-\d{2}: [1-9]/ })).toBeAttached();
  expect(Number(await page.getByTestId('tile-paid-orders').textContent())).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('tile-total-revenue')).toHaveText(/^₹[1-9]/);
  for (const name of ['Revenue per month', 'Orders by status', 'Designs by category']) {
    await expect(page.getByRole('heading', { name })).toBeVisible();
  }

  await page.goto('/ManageOrders');
  await page.getByPlaceholder('Order number, phone or email').fill(orderNumber);
  const row = page.getByRole('row', { name: new RegExp(orderNumber) });
  await expect(row).toContainText('PAID');
  await expect(row).toContainText('9988776655');
  await expect(row).toContainText(/demo_pay_/);
  await row.getByRole('button', { name: orderNumber }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(dialog).toContainText('PAYMENT_SUCCESS_WEBHOOK');
  await page.keyboard.press('Escape');

  await page.getByLabel('Filter by status').selectOption('FAILED');
  await expect(page.getByRole('row', { name: new RegExp(orderNumber) })).toHaveCount(0);
  if (isPhone(page)) return;
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
});
