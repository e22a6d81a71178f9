import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { adminApiAuth } from './admin-steps';
import { createCustomer, expect, isPhone, loginAsCustomer, test } from './fixtures';

/** Uploads a design through the admin API; a unique title keeps runs (and the two projects) apart. */
async function uploadDesign(page: Page, title: string, category: string) {
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6fdb' } })
    .png()
    .toBuffer();
  const response = await page.request.post('/api/cards', {
    headers: await adminApiAuth(page),
    multipart: { title, price: '3999', category, image: { name: 'p.png', mimeType: 'image/png', buffer: png } },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).card as { _id: string; slug: string; title: string };
}

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test.describe('without JavaScript, the prerendered pages already show their content', () => {
  test.use({ javaScriptEnabled: false });

  test('/ shows the hero, its designs, the plans, the FAQ and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Your business website');
    await expect(page.getByRole('heading', { name: 'Browse designs by category' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(12);
    await expect(page.getByRole('main')).not.toContainText('Loading designs…');
    await expect(page.getByRole('main')).toContainText('BASIC PLAN');
    await expect(page.getByRole('main')).toContainText('₹19,999');
    await expect(page.getByRole('contentinfo')).toContainText('© 2024');
  });

  test('/designs shows its heading, its first twelve designs and the footer', async ({ page }) => {
    await page.goto('/designs');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Explore Our Designs');
    await expect(page.getByRole('article')).toHaveCount(12);
    await expect(page.getByRole('contentinfo')).toContainText('© 2024');
  });

  test('a design search shows the designs it finds', async ({ page }) => {
    const stamp = unique();
    const design = await uploadDesign(page, `Searchable Sweets ${stamp}`, 'Sweet Shops');
    await page.goto(`/designs?q=${stamp}`);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: design.title })).toBeVisible();
  });

  test('/marketing and /contactus show their content', async ({ page }) => {
    await page.goto('/marketing');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Social Media Marketing');
    await expect(page.getByRole('main')).toContainText('PRO PLAN');
    await page.goto('/contactus');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('© 2024');
  });

  test('a design page shows the design: title, preview, price, category and more of its category', async ({ page }) => {
    const stamp = unique();
    const title = `Saffron Court ${stamp} </script><b>"Masala"</b> मसाला`;
    const design = await uploadDesign(page, title, 'Restaurants');
    const other = await uploadDesign(page, `Neighbour ${stamp}`, 'Restaurants');
    await page.goto(`/designs/${encodeURIComponent(design.slug)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const preview = page.getByRole('img', { name: `Preview of the ${title} website design` });
    await expect(preview).toHaveAttribute('srcset', /\s\d+w/);
    const article = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(article.getByText('Restaurants', { exact: true })).toBeVisible();
    await expect(article.getByText('₹3,999.00', { exact: true })).toBeVisible();
    await expect(article.getByText('₹7,998.00')).toBeVisible();
    await expect(article.getByText('50% Off')).toBeVisible();
    await expect(article.getByText('₹1,999.50/year second year onwards')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'More in this category' })).toBeVisible();
    await expect(page.getByRole('link', { name: other.title, exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('© 2024');
  });

  test('an admin’s edit shows in the design page’s HTML at once', async ({ page }) => {
    const design = await uploadDesign(page, `Before Edit ${unique()}`, 'Restaurants');
    await page.goto(`/designs/${design.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(design.title);
    const edited = await page.request.put(`/api/cards/${design._id}`, {
      headers: await adminApiAuth(page),
      multipart: { price: '5999' },
    });
    expect(edited.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('article').first().getByText('₹5,999.00', { exact: true })).toBeVisible();
  });
});

test('a server-drawn design page hydrates as it was sent: same elements, then Share and the cart work', async ({
  page,
}) => {
  const design = await uploadDesign(page, `Hydrated Haveli ${unique()}`, 'Restaurants');
  // Taken once the HTML is parsed, before any script runs; a mismatch would make React replace them.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const sent = window as unknown as Record<string, Element | null>;
      sent.sentHeading = document.querySelector('h1');
      sent.sentPreview = document.querySelector('article img');
    });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto(`/designs/${design.slug}`);
  expect(await response?.text()).toContain(`>${design.title}</h1>`);
  // The app starts at the visitor's first input (boot.ts): a pointer moving over the page.
  await page.mouse.move(20, 20);
  // After hydration the WhatsApp link carries the page's address.
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`text=.*${design.slug}`),
  );
  const kept = await page.evaluate(() => {
    const sent = window as unknown as Record<string, Element | null>;
    return {
      heading: sent.sentHeading !== null && sent.sentHeading === document.querySelector('h1'),
      preview: sent.sentPreview !== null && sent.sentPreview === document.querySelector('article img'),
    };
  });
  expect(kept).toEqual({ heading: true, preview: true });
  expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
  await page.getByRole('article').first().getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${design.title} added to cart`)).toBeVisible();
});

test('the prerendered home page comes alive: typing, designs, plans and the cart work', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('typing-headline')).not.toHaveText(/^\s*$/);
  await expect(page.getByRole('main')).toContainText('BASIC PLAN');
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  await firstCard.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
});

test.describe('a visitor who prefers reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('sees the home page at rest: the headline whole and nothing animating, before and after the app starts', async ({
    page,
  }) => {
    const running = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running')
          .map((animation) => (animation as CSSAnimation).animationName ?? 'a script animation'),
      );
    await page.goto('/');
    const headline = page.getByTestId('typing-headline');
    // The page script puts the first phrase in whole once it has loaded (after the first paint).
    await expect(headline).not.toHaveText(/^\s*$/);
    const drawn = await headline.textContent();
    await expect.poll(running).toEqual([]);
    // Any input starts the app, which takes the headline over as it stands.
    await page.mouse.move(200, 400);
    await expect(page.getByRole('button', { name: /^Cart/ })).toBeVisible();
    await page.waitForFunction(() => document.querySelectorAll('link[rel="stylesheet"]').length > 0);
    await expect.poll(running).toEqual([]);
    await expect(headline).toHaveText(drawn ?? '');
  });
});

test('a logged-in customer gets their own header once the prerendered page hydrates', async ({ page }) => {
  test.skip(isPhone(page), 'the account links live in the phone menu');
  const account = await createCustomer(page);
  await loginAsCustomer(page, account);
  await expect(page).not.toHaveURL(/user-login/);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test('/designs shows the first page sent with it, then asks the API for page 2 in the same order', async ({ page }) => {
  const cardRequests: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/cards') cardRequests.push(url);
  });
  await page.goto('/designs');
  const titles = page.getByRole('article').getByRole('heading', { level: 3 });
  await expect(titles).toHaveCount(12);
  expect(cardRequests).toEqual([]);
  const sent = JSON.parse((await page.locator('#first-designs').textContent()) ?? '{}');
  expect(await titles.allTextContents()).toEqual(sent.cards.map((card: { title: string }) => card.title));

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => cardRequests.length).toBeGreaterThan(0);
  expect(cardRequests.every((url) => url.searchParams.get('seed') === String(sent.seed))).toBe(true);
});
