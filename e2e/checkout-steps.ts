import type { Page } from '@playwright/test';
import { expect, openCart } from './fixtures';

/** Adds the first design a search finds to the cart from /designs. */
export async function addToCart(page: Page, query: string) {
  await page.goto(`/designs?q=${encodeURIComponent(query)}`);
  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('article').first().getByRole('button', { name: 'Remove from cart' })).toBeVisible();
}

/** From the cart panel through /checkout to /formpage with a phone number. */
export async function checkoutWithPhone(page: Page, phone = '9876543210') {
  await openCart(page);
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel('Phone number').fill(phone);
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
