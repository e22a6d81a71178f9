import type { Page } from '@playwright/test';
import { openAdminPage } from './admin-steps';
import { checkoutWithPhone, payWithCard } from './checkout-steps';
import { expect, loginAsAdmin, openCart, test } from './fixtures';

/** Today's date in India (YYYY-MM-DD), where the store dates plans. */
const indiaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/**
 * The last day of `months` months from `start`, by the store's documented rule, worked out here on its own:
 * the day before the same day `months` later, or that month's last day when it has no such day.
 */
function periodEnd(start: string, months: number): string {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  const end = day > lastDay ? Date.UTC(year, month - 1 + months, lastDay) : Date.UTC(year, month - 1 + months, day - 1);
  return new Date(end).toISOString().slice(0, 10);
}

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const planCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

async function payForCart(page: Page, total: string) {
  await checkoutWithPhone(page);
  await expect(page.getByTestId('pay-total')).toHaveText(total);
  await payWithCard(page, '4111 1111 1111 1111');
  await expect(page).toHaveURL(/\/sucess\?encResp=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
}

test('a customer buys PRO PLAN for 3 months from the home page, sees its dates in My plans and renews it', async ({
  customerPage: page,
}) => {
  const pro = planCard(page, 'PRO PLAN');
  await pro.scrollIntoViewIfNeeded();
  await expect(pro).toContainText('₹19,999');
  await pro.getByLabel('Months of PRO PLAN').selectOption('3');
  await pro.getByRole('button', { name: 'Choose plan' }).click();

  await openCart(page);
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(cart.getByRole('listitem')).toHaveCount(1);
  await expect(cart).toContainText('PRO PLAN — 3 months');
  await expect(cart).toContainText('₹59,997.00');
  // 59,997 + GST 18% 10,799.46
  await expect(cart.getByTestId('cart-total')).toHaveText('₹70,796.46');
  await cart.getByRole('button', { name: 'Close cart' }).click();
  await payForCart(page, '₹70,796.46');

  await page.goto('/user-dashboard');
  await page.getByRole('link', { name: 'My plans' }).click();
  await expect(page).toHaveURL(/\/my-plans$/);
  const today = indiaToday();
  const bought = page.getByRole('listitem', { name: 'PRO PLAN' });
  await expect(bought.getByTestId('plan-start')).toHaveAttribute('datetime', today);
  await expect(bought.getByTestId('plan-end')).toHaveAttribute('datetime', periodEnd(today, 3));
  await expect(bought.getByTestId('plan-months-left')).toHaveText('3');
  await expect(bought).toContainText('up to ₹3,500/month');

  await bought.getByLabel('Months to renew PRO PLAN').selectOption('1');
  await bought.getByRole('button', { name: 'Renew PRO PLAN' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main')).toContainText('PRO PLAN — 1 month');
  // 19,999 + GST 3,599.82
  await payForCart(page, '₹23,598.82');

  await page.goto('/my-orders');
  await page.getByRole('link', { name: 'My plans' }).click();
  const renewed = page.getByRole('listitem', { name: 'PRO PLAN' });
  await expect(renewed.getByTestId('plan-start')).toHaveAttribute('datetime', today);
  // The renewal runs from the day after the first period's end, by the same rule.
  const renewalStart = dayAfter(periodEnd(today, 3));
  await expect(renewed.getByTestId('plan-end')).toHaveAttribute('datetime', periodEnd(renewalStart, 1));
  await expect(renewed.getByTestId('plan-months-left')).toHaveText('4');
});

test('plans go in the cart from /marketing too: one line per plan, choosing again changes its months', async ({
  page,
}) => {
  await page.goto('/marketing');
  const basic = planCard(page, 'BASIC PLAN');
  await basic.getByRole('button', { name: 'Choose plan' }).click();
  await basic.getByLabel('Months of BASIC PLAN').selectOption('12');
  await basic.getByRole('button', { name: 'Choose plan' }).click();
  await openCart(page);
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(cart.getByRole('listitem')).toHaveCount(1);
  await expect(cart).toContainText('BASIC PLAN — 12 months');
  // 9,999 × 12 = 1,19,988 + GST 21,597.84
  await expect(cart.getByTestId('cart-total')).toHaveText('₹1,41,585.84');
  await cart.getByRole('button', { name: 'Remove BASIC PLAN — 12 months' }).click();
  await expect(cart).toContainText('Your cart is empty.');
});

test('the admin finds Plans in the navigation, with each plan, its customers and the form checked before saving', async ({
  page,
}) => {
  await loginAsAdmin(page);
  await openAdminPage(page, 'Plans');
  await expect(page).toHaveURL(/\/admin\/plans$/);
  await expect(page.getByRole('heading', { name: 'Renewals due in the next 7 days' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lapsed plans' })).toBeVisible();
  const pro = page.getByRole('form', { name: 'PRO PLAN' });
  await expect(pro.getByLabel('Monthly price (₹)')).toHaveValue('19999');
  await expect(pro).toContainText(/\d+ active customers?/);
  await pro.getByLabel('Monthly price (₹)').fill('19999.5');
  await pro.getByRole('button', { name: 'Save PRO PLAN' }).click();
  await expect(pro.getByText('Monthly price must be whole rupees.')).toBeVisible();
});
