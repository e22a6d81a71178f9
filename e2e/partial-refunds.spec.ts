import type { Page } from '@playwright/test';
import { createCustomer, expect, loginAsAdmin, loginAsCustomer, shotToLookAt, test } from './fixtures';

const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
const withGst = (taxable: number) => taxable + Math.floor((taxable * 18 + 50) / 100);

/** Two of one design, one of another and a plan for 3 months (month 1 starts today), paid on the demo provider. */
async function paidMixedOrder(page: Page) {
  const account = await createCustomer(page, 'Part Refund Buyer');
  const login = await (
    await page.request.post('/api/login', { data: { email: account.email, password: account.password } })
  ).json();
  const [first, second] = await (await page.request.get('/api/cards?page=1&limit=2')).json();
  const { plans } = await (await page.request.get('/api/plans')).json();
  const plan = plans[0];
  const subtotal = Math.round(first.price * 100) * 2 + Math.round(second.price * 100) + plan.pricePerMonth * 100 * 3;
  const order = await (
    await page.request.post('/api/new-order', {
      headers: { authorization: `Bearer ${login.token}` },
      data: {
        cartTotal: withGst(subtotal) / 100,
        phone: '9988776655',
        items: [
          { id: first._id, quantity: 2 },
          { id: second._id, quantity: 1 },
        ],
        plans: [{ id: plan.id, months: 3 }],
        billing: { name: 'Part Refund Buyer', stateCode: '29', address: '12 MG Road\nBengaluru 560001' },
      },
    })
  ).json();
  const paid = await page.request.post(`/demo-pg/sessions/${order.payment_session_id}/pay`, {
    data: { cardNumber: '4111111111111111', expiry: '12/30', cvv: '123', name: 'Part Refund Buyer' },
  });
  expect((await paid.json()).kind).toBe('paid');
  return { account, orderNumber: order.order_id as string, first, plan };
}

test('an admin refunds one unit of a design and a month of a plan by keyboard; the order reads Partly refunded', async ({
  page,
}) => {
  const { account, orderNumber, first, plan } = await paidMixedOrder(page);
  await loginAsAdmin(page);
  await page.goto('/ManageOrders');
  await page.getByPlaceholder('Order number, phone or email').fill(orderNumber);
  await page
    .getByRole('row', { name: new RegExp(orderNumber) })
    .getByRole('button', { name: orderNumber })
    .click();
  const dialog = page.getByRole('dialog', { name: `Order ${orderNumber}` });
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  const confirm = dialog.getByRole('alertdialog');
  // The whole order stays the first choice, with the spec's sentence.
  await expect(confirm).toContainText('The whole amount goes back through the payment provider');

  await confirm.getByRole('radio', { name: 'Chosen lines' }).check();
  // Keyboard: Space ticks the design, its units field takes 1; the plan's months stop at the 2 not started.
  const design = confirm.getByRole('checkbox', {
    name: new RegExp(first.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  });
  await design.focus();
  await page.keyboard.press('Space');
  await expect(design).toBeChecked();
  const units = confirm.getByLabel('Units');
  await expect(units).toHaveValue('2');
  await units.fill('1');
  const months = confirm.getByRole('spinbutton', { name: new RegExp(plan.title) });
  await expect(months).toHaveAttribute('max', '2');
  await months.fill('1');
  const expected = withGst(Math.round(first.price * 100) + plan.pricePerMonth * 100);
  await expect(confirm.getByTestId('refund-sum')).toContainText(`= ${rupees(expected)}`);
  await expect(confirm.getByRole('heading')).toHaveText(`Refund ${rupees(expected)} to Part Refund Buyer?`);
  await shotToLookAt(page, 'partial-refund-dialog', { fullPage: true });

  await confirm.getByLabel('Reason (printed on the credit note)').fill('One site and a month not needed');
  await confirm.getByRole('button', { name: 'Continue to refund' }).click();
  await confirm.getByRole('button', { name: `Yes, refund ${rupees(expected)}` }).click();
  await expect(dialog.getByTestId('partly-refunded')).toContainText(`${rupees(expected)} refunded`);
  await expect(dialog.getByText('PAID', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Download credit note' })).toBeVisible();
  // A second refund offers only what is left: one unit of the design, one month of the plan.
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await dialog.getByRole('alertdialog').getByRole('radio', { name: 'Chosen lines' }).check();
  await expect(dialog.getByRole('alertdialog')).toContainText('1 of 2 left to refund');
  await expect(dialog.getByRole('spinbutton', { name: new RegExp(plan.title) })).toHaveAttribute('max', '1');
  await dialog.getByRole('alertdialog').getByRole('button', { name: 'Keep the order' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row', { name: new RegExp(orderNumber) })).toContainText('Partly refunded');
  await shotToLookAt(page, 'partial-refund-orders', { fullPage: true });

  await page.evaluate(() => window.localStorage.clear());
  await loginAsCustomer(page, account);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/my-orders');
  const order = page.getByTestId('order').filter({ hasText: orderNumber });
  await expect(order.getByTestId('partly-refunded')).toContainText(`${rupees(expected)} refunded`);
  await expect(order.getByRole('button', { name: 'Download credit note' })).toBeVisible();
  await order.scrollIntoViewIfNeeded();
  await shotToLookAt(page, 'partial-refund-my-orders');
});
