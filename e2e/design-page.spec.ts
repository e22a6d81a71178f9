import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { faqEntries } from '../apps/web/src/content/faq';
import { adminApiAuth } from './admin-steps';
import { createCustomer, expect, test } from './fixtures';

/** Uploads a design through the admin API; a unique title keeps runs (and the two projects) apart. */
async function uploadDesign(page: Page, title: string, category = 'Restaurants') {
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6fdb' } })
    .png()
    .toBuffer();
  const response = await page.request.post('/api/cards', {
    headers: await adminApiAuth(page),
    multipart: { title, price: '3999', category, image: { name: 'p.png', mimeType: 'image/png', buffer: png } },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).card as { _id: string; slug: string; title: string; price: number };
}

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

test('a design opens from the grid, goes into the cart from its page, and can be shared', async ({ page }) => {
  const title = `Tandoor Nights ${unique()}`;
  const design = await uploadDesign(page, title);
  await page.goto(`/designs?q=${encodeURIComponent(title)}`);
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/designs/${design.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const main = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(main.getByText('₹3,999.00', { exact: true })).toBeVisible();
  await expect(main.getByText('₹7,998.00')).toBeVisible();
  await expect(main.getByText('50% Off')).toBeVisible();
  await expect(main.getByRole('button', { name: 'PDF Preview' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
  const whatsApp = page.getByRole('link', { name: 'Share on WhatsApp' });
  expect(await whatsApp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${title} added to cart`)).toBeVisible();
});

test('a renamed design’s old address redirects with 301 to its new one', async ({ page }) => {
  const stamp = unique();
  const design = await uploadDesign(page, `Old Bistro ${stamp}`);
  const renamed = await page.request.put(`/api/cards/${design._id}`, {
    headers: await adminApiAuth(page),
    multipart: { title: `New Bistro ${stamp}` },
  });
  expect(renamed.status()).toBe(200);
  const first = await page.request.get(`/designs/${design.slug}`, { maxRedirects: 0 });
  expect(first.status()).toBe(301);
  expect(first.headers().location).toBe(`/designs/new-bistro-${stamp}`);
  await page.goto(`/designs/${design.slug}`);
  await expect(page).toHaveURL(new RegExp(`/designs/new-bistro-${stamp}$`));
  await expect(page.getByRole('heading', { level: 1, name: `New Bistro ${stamp}` })).toBeVisible();
});

test('an unknown design address is the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/designs/no-such-design-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  for (const hostile of ['/designs/..%2F..%2Fadmin', '/designs/%3Cscript%3E', '/designs/a%20b']) {
    expect((await page.request.get(hostile, { maxRedirects: 0 })).status(), hostile).toBe(404);
  }
  // A broken percent-encoding is refused by the router itself.
  expect((await page.request.get('/designs/%E0%A4', { maxRedirects: 0 })).status()).toBe(400);
});

test('a design hidden after an order answers 410 with a friendly page', async ({ page }) => {
  const design = await uploadDesign(page, `Ordered Then Hidden ${unique()}`);
  const account = await createCustomer(page, 'Hidden Design Buyer');
  const login = await (
    await page.request.post('/api/login', { data: { email: account.email, password: account.password } })
  ).json();
  const order = await page.request.post('/api/new-order', {
    headers: { authorization: `Bearer ${login.token}` },
    data: {
      cartTotal: Math.round(design.price * 118) / 100,
      phone: '9988776655',
      titles: design.title,
      items: [{ id: design._id, quantity: 1 }],
    },
  });
  expect(order.ok()).toBe(true);
  const removed = await page.request.delete(`/api/cards/${design._id}`, { headers: await adminApiAuth(page) });
  expect((await removed.json()).outcome).toBe('hidden');
  const response = await page.goto(`/designs/${design.slug}`);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: 'This design is no longer available' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse designs' })).toBeVisible();
});

test('a crawler without scripts reads the design page’s title, tags and structured data, escaped', async ({
  browser,
  page,
}) => {
  const title = `</script><script>alert(1)</script> "मसाला" ${unique()}`;
  const design = await uploadDesign(page, title);
  const crawler = await browser.newContext({ javaScriptEnabled: false });
  const tab = await crawler.newPage();
  const response = await tab.goto(`/designs/${encodeURIComponent(design.slug)}`);
  expect(response?.status()).toBe(200);
  const meta = (key: string) => tab.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');
  expect(await tab.title()).toBe(`${title} – Restaurants website design | SiteInMinutes`);
  expect(await meta('description')).toContain('₹3,999.00 the first year (MRP ₹7,998.00, 50% Off)');
  const canonical = await tab.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`^https?://[^/]+/designs/${encodeURIComponent(design.slug)}$`));
  expect(await meta('og:url')).toBe(canonical);
  expect(await meta('og:title')).toBe(await tab.title());
  expect(await meta('og:type')).toBe('product');
  expect(await meta('og:image')).toMatch(/^https?:\/\/.+\/share-image\.png$/);
  expect(await meta('twitter:card')).toBe('summary_large_image');
  expect(await tab.locator('meta[name="description"]').count()).toBe(1);
  const blocks = await tab.locator('script[type="application/ld+json"]').allTextContents();
  const parsed = blocks.map((text) => JSON.parse(text));
  const product = parsed.find((block) => block['@type'] === 'Product');
  expect(product).toMatchObject({ name: title, offers: { priceCurrency: 'INR', price: '3999.00' } });
  expect(product.offers.availability).toBe('https://schema.org/InStock');
  const crumbs = parsed.find((block) => block['@type'] === 'BreadcrumbList');
  expect(crumbs.itemListElement.at(-1)).toMatchObject({ position: 4, name: title, item: canonical });
  // The title never ends a script element early: no stray script ran or was created.
  expect(await tab.locator('script:not([type])').filter({ hasText: 'alert(1)' }).count()).toBe(0);
  await crawler.close();
});

const PUBLIC_PAGES = [
  '/',
  '/designs',
  '/marketing',
  '/aboutus',
  '/contactus',
  '/career',
  '/socials',
  '/privacypolicy',
  '/privacytouse',
  '/TermsAndConditions',
  '/TermsAndRefundPolicy',
];

test('a crawler without scripts finds a unique title, description, canonical and cards on every public page', async ({
  browser,
}) => {
  const crawler = await browser.newContext({ javaScriptEnabled: false });
  const tab = await crawler.newPage();
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of PUBLIC_PAGES) {
    expect((await tab.goto(path))?.status(), path).toBe(200);
    const meta = (key: string) => tab.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');
    const title = await tab.title();
    const description = (await meta('description')) ?? '';
    expect(await tab.locator('title').count(), path).toBe(1);
    expect(await tab.locator('meta[name="description"]').count(), path).toBe(1);
    titles.add(title);
    descriptions.add(description);
    const canonical = await tab.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical, path).toMatch(new RegExp(`^https?://[^/]+${path.replace(/\//g, '\\/')}$`));
    expect(await meta('og:url'), path).toBe(canonical);
    expect(await meta('og:title'), path).toBe(title);
    expect(await meta('og:description'), path).toBe(description);
    expect(await meta('og:type'), path).toBe('website');
    expect(await meta('twitter:card'), path).toBe('summary_large_image');
    const image = (await meta('og:image')) ?? '';
    expect(image, path).toMatch(/^https?:\/\/[^/]+\/api\/share-image\.png$/);
    expect(await meta('twitter:image'), path).toBe(image);
    for (const text of await tab.locator('script[type="application/ld+json"]').allTextContents()) JSON.parse(text);
  }
  expect(titles.size).toBe(PUBLIC_PAGES.length);
  expect(descriptions.size).toBe(PUBLIC_PAGES.length);

  await tab.goto('/');
  const blocks = (await tab.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
    JSON.parse(text),
  );
  const organization = blocks.find((block) => block['@type'] === 'Organization');
  expect(organization.name).toBeTruthy();
  expect(organization.contactPoint).toMatchObject({ '@type': 'ContactPoint' });
  expect(organization.contactPoint.email).toContain('@');
  const website = blocks.find((block) => block['@type'] === 'WebSite');
  expect(website.potentialAction.target.urlTemplate).toMatch(/\/designs\?q=\{search_term_string\}$/);
  const faq = blocks.find((block) => block['@type'] === 'FAQPage');
  // The same questions and answers the home page's FAQ shows.
  expect(faq.mainEntity).toEqual(
    faqEntries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  );
  await crawler.close();
});
