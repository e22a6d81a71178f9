import type { Locator, Page } from '@playwright/test';
import { expect, openCart, test } from './fixtures';

/** A price's "+ GST · ₹X incl. GST" line in `scope`: the figure it names, after checking it stays inside `scope`. */
async function withGstFigure(scope: Locator): Promise<string> {
  const line = scope.getByText(/^\+ GST · ₹[\d,]+\.\d\d(\/month)? incl\. GST$/);
  await expect(line).toBeVisible();
  const [lineBox, scopeBox] = [await line.boundingBox(), await scope.boundingBox()];
  if (!lineBox || !scopeBox) throw new Error('the GST line or its card is not laid out');
  expect(lineBox.x).toBeGreaterThanOrEqual(scopeBox.x);
  expect(lineBox.x + lineBox.width).toBeLessThanOrEqual(scopeBox.x + scopeBox.width);
  return ((await line.textContent()) ?? '').replace(/^\+ GST · /, '').replace(/ incl\. GST$/, '');
}

async function cartFigures(page: Page) {
  await openCart(page);
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(cart.getByRole('listitem')).toHaveCount(1);
  const line = await withGstFigure(cart.getByRole('listitem'));
  const total = await cart.getByTestId('cart-total').textContent();
  await cart.getByRole('button', { name: 'Close cart' }).click();
  return { line, total };
}

test('a design’s card and page name the figure the cart totals it at, GST included', async ({ page }) => {
  await page.goto('/designs?q=Chai');
  const card = page.getByRole('article').filter({ hasText: 'Chai & Chaat Corner' });
  // The spec's price stays as it is, the total with GST beside it.
  await expect(card).toContainText('₹2,999.00');
  const onCard = await withGstFigure(card);
  expect(onCard).toBe('₹3,538.82');

  await card.getByRole('link', { name: 'Chai & Chaat Corner', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chai & Chaat Corner');
  const details = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
  expect(await withGstFigure(details)).toBe(onCard);

  await details.getByRole('button', { name: 'Add to Cart' }).click();
  expect(await cartFigures(page)).toEqual({ line: onCard, total: onCard });
});

for (const path of ['/', '/marketing']) {
  test(`${path}: a plan card names the month the cart totals it at, GST included`, async ({ page }) => {
    await page.goto(path);
    const basic = page.getByRole('article', { name: 'BASIC PLAN', exact: true });
    await basic.scrollIntoViewIfNeeded();
    await expect(basic).toContainText('₹9,999/month');
    expect(await withGstFigure(basic)).toBe('₹11,798.82/month');

    await basic.getByRole('button', { name: 'Choose plan' }).click();
    expect(await cartFigures(page)).toEqual({ line: '₹11,798.82', total: '₹11,798.82' });
  });
}
