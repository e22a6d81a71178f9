import { addToCart, checkoutWithPhone, payWithCard } from './checkout-steps';
import { expect, openCart, test } from './fixtures';

test('after paying for two designs and a plan, the success page and My orders link each website’s brief; plan months stand apart', async ({
  customerPage: page,
}) => {
  await addToCart(page, 'Skyline Realty');
  await addToCart(page, 'Chai');
  await page.goto('/');
  const basic = page.getByRole('article', { name: 'BASIC PLAN', exact: true });
  await basic.scrollIntoViewIfNeeded();
  // Which button buys and which asks a question is said beside each.
  await expect(basic.getByRole('button', { name: 'Choose plan' })).toHaveAccessibleDescription(
    'BASIC PLAN Buy now: adds these months to your cart.',
  );
  await expect(basic.getByRole('link', { name: 'Get this plan' })).toHaveAccessibleDescription(
    'BASIC PLAN Ask us about this plan: opens the contact form, nothing is bought.',
  );
  await basic.getByRole('button', { name: 'Choose plan' }).click();
  await openCart(page);
  await expect(page.getByRole('dialog', { name: 'Your Cart' }).getByRole('listitem')).toHaveCount(3);
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Close cart' }).click();

  await checkoutWithPhone(page);
  await expect(page.getByRole('term').filter({ hasText: /^Items$/ })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: /^Designs$/ })).toHaveCount(0);
  await payWithCard(page, '4111 1111 1111 1111');
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 20_000 });

  const next = page.getByRole('region', { name: 'Fill in your website brief' });
  const briefLinks = next.getByRole('link', { name: /^Fill in your website brief: / });
  await expect(briefLinks).toHaveCount(2);
  await expect(next).not.toContainText('BASIC PLAN');
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  const firstProject = await briefLinks.first().getAttribute('href');
  expect(firstProject).toMatch(/^\/projects\/[^/]+$/);

  await page.goto('/my-orders');
  const websites = page.getByRole('region', { name: 'Your website projects' });
  const months = page.getByRole('region', { name: 'Your marketing months' });
  await expect(websites.getByRole('listitem')).toHaveCount(2);
  await expect(websites.getByRole('link', { name: 'Fill in your website brief' })).toHaveCount(2);
  await expect(months.getByRole('listitem')).toHaveCount(1);
  await expect(months).toContainText('BASIC PLAN — month 1 of 1');
  await expect(websites).not.toContainText('BASIC PLAN');
  await websites.getByRole('link', { name: 'Fill in your website brief' }).first().click();
  await expect(page).toHaveURL(/\/projects\/[^/]+$/);
});
