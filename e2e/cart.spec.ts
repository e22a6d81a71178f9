import { expect, openCart, test } from './fixtures';

test('add to cart, step the quantity, trash at 1, and keep the cart across a reload', async ({ page }) => {
  await page.goto('/designs?q=Chai');
  const card = page.getByRole('article').filter({ hasText: 'Chai & Chaat Corner' });
  await card.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Chai & Chaat Corner added to cart')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(card.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);

  await card.getByRole('button', { name: 'Increase quantity' }).click();
  await card.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(card.locator('output')).toHaveText('3');
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await card.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(card.locator('output')).toHaveText('2');

  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await openCart(page);
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(cart).toContainText('Chai & Chaat Corner');
  await expect(cart).toContainText('₹5,998.00'); // subtotal 2 × 2,999
  await expect(cart).toContainText('₹1,079.64'); // GST 18%
  await expect(cart.getByTestId('cart-total')).toHaveText('₹7,077.64');
  await cart.getByRole('button', { name: 'Close cart' }).click();

  await card.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(card.getByRole('button', { name: 'Decrease quantity' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Remove from cart' }).click();
  await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});

test('the cart panel lists image, title and price with Remove, and empties', async ({ page }) => {
  await page.goto('/designs?q=Skyline');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await openCart(page);
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(cart.getByRole('listitem')).toHaveCount(1);
  await expect(cart.locator('img')).toHaveAttribute('src', /\/media\/.+\.webp/);
  await expect(cart).toContainText('₹14,999.00');
  await cart.getByRole('button', { name: 'Remove Skyline Realty' }).click();
  await expect(cart).toContainText('Your cart is empty.');
});

test('/cart shows the same cart and Checkout asks an anonymous visitor to log in', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await page.goto('/designs?q=Skyline');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('main')).toContainText('Skyline Realty');
  await page.getByRole('main').getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/user-login$/);
  expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBe('/checkout');
});

test('keyboard: Enter on Add to Cart focuses the stepper’s increase control; trash returns focus to Add to Cart', async ({
  page,
}) => {
  await page.goto('/designs?q=Chai');
  const card = page.getByRole('article').filter({ hasText: 'Chai & Chaat Corner' });
  await card.getByRole('button', { name: 'Terms' }).focus();
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const increase = card.getByRole('button', { name: 'Increase quantity' });
  await expect(increase).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(card.locator('output')).toHaveText('2');
  await expect(increase).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(card.getByRole('button', { name: 'Decrease quantity' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card.locator('output')).toHaveText('1');
  // At 1 the minus control becomes the trash control in place, focus and all.
  await expect(card.getByRole('button', { name: 'Remove from cart' })).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeFocused();
  // Focus is where the shopper left it, so the next Enter adds the design again.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(increase).toBeFocused();
});
