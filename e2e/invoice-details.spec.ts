import type { Page } from '@playwright/test';
import { adminApiAuth, openAdminPage } from './admin-steps';
import { payWithCard } from './checkout-steps';
import { expect, loginAsAdmin, openCart, test } from './fixtures';
import { invoiceTextFromMyOrders } from './invoice-steps';

// Rule 46's recipient address at checkout (needed with a GSTIN and from ₹50,000 before GST) and
// the SAC codes the seller sets on /admin/settings.

const HIGH_VALUE = 'Enter the billing address: a tax invoice of ₹50,000 or more must show it.';
const WITH_GSTIN = 'Enter the billing address registered with the GSTIN.';
const SAC_MESSAGE = 'Enter a SAC of 6 digits starting with 99, such as 998314.';

/** PRO PLAN for 3 months (₹59,997 before GST) from the home page, then /checkout with a phone number. */
async function checkoutProPlan(page: Page) {
  await page.goto('/');
  const pro = page.getByRole('article', { name: 'PRO PLAN', exact: true });
  await pro.scrollIntoViewIfNeeded();
  await pro.getByLabel('Months of PRO PLAN').selectOption('3');
  await pro.getByRole('button', { name: 'Choose plan' }).click();
  await openCart(page);
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel('Phone number').fill('9876543210');
}

test('checkout asks for the billing address from ₹50,000 and with a GSTIN, beside the field; the invoice prints it', async ({
  customerPage: page,
}) => {
  await checkoutProPlan(page);
  const address = page.getByLabel('Billing address');
  const submit = page.getByRole('button', { name: 'Proceed to Payment' });
  await expect(address).toHaveValue('');
  await page.getByLabel('Billing state').selectOption('27');
  await submit.click();
  await expect(page.getByText(HIGH_VALUE)).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/checkout$/);

  // A GSTIN needs the address whatever the value; the phone field keeps its own message.
  await page.getByLabel('I have a GSTIN (claim input tax credit)').check();
  await page.getByLabel('GSTIN', { exact: true }).fill('27AAPFU0939F1ZV');
  await page.getByLabel('Registered business name').fill('Rao Traders LLP');
  await page.getByLabel('Phone number').fill('12345');
  await submit.click();
  await expect(page.getByText(WITH_GSTIN)).toBeVisible();
  await expect(page.getByText('Enter a valid 10-digit phone number.')).toBeVisible();

  await address.fill('Office 5, Linking Road\nBandra West, Mumbai 400050');
  await expect(page.getByText(WITH_GSTIN)).toHaveCount(0);
  await expect(address).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Phone number').fill('9876543210');
  await submit.click();
  await expect(page).toHaveURL(/\/formpage$/);

  await payWithCard(page, '4111 1111 1111 1111');
  await expect(page).toHaveURL(/\/sucess\?encResp=/, { timeout: 20_000 });
  const orderNumber = (await page.getByTestId('paid-order').textContent()) ?? '';
  const text = await invoiceTextFromMyOrders(page, orderNumber);
  expect(text).toContain('Rao Traders LLP');
  expect(text).toMatch(/Office 5, Linking Road Bandra West, Mumbai 400050/);
  expect(text).toContain('Marketing plan: PRO PLAN — 3 months 998361');
});

test('an admin sets the SAC codes on /admin/settings; a wrong one is refused beside its field', async ({ page }) => {
  const auth = await adminApiAuth(page);
  const before = await (await page.request.get('/api/admin/settings', { headers: auth })).json();
  await loginAsAdmin(page);
  await openAdminPage(page, 'Settings');
  const form = page.getByRole('form', { name: 'Store settings' });
  const design = form.getByLabel('SAC for website designs');
  const plan = form.getByLabel('SAC for marketing plans');
  await expect(design).toHaveValue('998314');
  await expect(plan).toHaveValue('998361');
  try {
    await design.fill('84831');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(form.getByText(SAC_MESSAGE)).toBeVisible();
    await expect(design).toHaveAttribute('aria-invalid', 'true');
    await expect(design).toBeFocused();

    await design.fill('998315');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(form.getByText('Settings saved.', { exact: false })).toBeVisible();
    const saved = await (await page.request.get('/api/admin/settings', { headers: auth })).json();
    expect(saved).toMatchObject({ sacDesign: '998315', sacPlan: '998361' });
  } finally {
    const restored = await page.request.put('/api/admin/settings', { headers: auth, data: before });
    expect(restored.status()).toBe(200);
  }
});
