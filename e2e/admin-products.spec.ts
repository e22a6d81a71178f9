import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { fillBilling } from './checkout-steps';
import { createCustomer, expect, loginAsAdmin, loginAsCustomer, openCart, test } from './fixtures';

/** A real picture and a real two-page PDF, made in memory. */
async function uploadFiles() {
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const number of [1, 2]) {
    doc.addPage([600, 400]).drawText(`Browser test page ${number}`, { x: 50, y: 200, size: 24, font });
  }
  return { png, pdf: Buffer.from(await doc.save()) };
}

/** Manage Products, with the list searched down to one design. */
async function openProducts(page: Page, title: string) {
  await page.goto('/products');
  await page.getByPlaceholder('Search designs').fill(title);
  return page.getByRole('list', { name: 'Existing designs' }).getByRole('listitem', { name: title });
}

const catalogueCard = async (page: Page, title: string) => {
  await page.goto(`/designs?q=${encodeURIComponent(title)}`);
  return page.getByRole('article');
};

test('admin uploads a design with image and PDF, finds it in the catalogue, edits its price and deletes it', async ({
  page,
}) => {
  const title = `Browser Upload ${Date.now()}`;
  const { png, pdf } = await uploadFiles();
  await loginAsAdmin(page);

  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Products' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Upload a design' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Price (₹)').fill('3499');
  await form.getByLabel('Category', { exact: true }).selectOption({ label: 'New category…' });
  await form.getByLabel('New category name').fill('Travel & Tours');
  await form
    .getByLabel('Image', { exact: true })
    .setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: png });
  const preview = form.getByRole('img', { name: 'Preview of the chosen file' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await form
    .getByLabel('PDF (optional)')
    .setInputFiles({ name: 'brochure.pdf', mimeType: 'application/pdf', buffer: pdf });
  await form.getByRole('button', { name: 'Upload Card' }).click();
  await expect(form.getByRole('status')).toHaveText('Card uploaded successfully');
  await expect(form.getByLabel('Title')).toHaveValue('');
  await expect(preview).toHaveCount(0);

  let card = await catalogueCard(page, title);
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await expect(card).toContainText('Travel & Tours');
  await expect(card).toContainText('₹3,499.00');
  await expect(card.getByRole('img')).toHaveAttribute('srcset', /400w.*800w.*1200w/);
  await card.getByRole('button', { name: 'PDF Preview' }).click();
  const pdfDialog = page.getByRole('dialog', { name: /PDF preview/ });
  await expect(pdfDialog.getByText('2 pages')).toBeVisible();
  await expect(pdfDialog.locator('canvas')).toHaveCount(2);
  await pdfDialog.getByRole('button', { name: 'Close' }).click();

  let row = await openProducts(page, title);
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const editDialog = page.getByRole('dialog', { name: `Edit ${title}` });
  await editDialog.getByLabel('Price (₹)').fill('4599');
  await editDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(editDialog).toBeHidden();
  await expect(page.getByText('Card updated successfully')).toBeVisible();
  await expect(row).toContainText('₹4,599.00');
  card = await catalogueCard(page, title);
  await expect(card).toContainText('₹4,599.00');

  row = await openProducts(page, title);
  const confirms: string[] = [];
  page.once('dialog', async (dialog) => {
    confirms.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.accept();
  });
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByText('Card deleted successfully')).toBeVisible();
  expect(confirms).toEqual([`confirm: Delete "${title}"? This cannot be undone.`]);
  await expect(row).toHaveCount(0);
  // The search forgives: with this design gone, a word of its title close to one of another test's upload
  // (their numbers) finds that one instead. Its own card is what must be gone, once the results are on the page.
  card = await catalogueCard(page, title);
  await expect(page.getByText('No cards available.').or(card.first())).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: title })).toHaveCount(0);
});

test("a wrong file is refused: in the browser by its type, on the server by its bytes with the server's message", async ({
  adminPage: page,
}) => {
  await page.goto('/products');
  const form = page.getByRole('form', { name: 'Upload a design' });
  const imageInput = form.getByLabel('Image', { exact: true });
  await imageInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
  await expect(form.getByRole('alert')).toHaveText('Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)');

  const before = await (await page.request.get('/api/cards')).json();
  await form.getByLabel('Title').fill('Pretend Picture');
  await form.getByLabel('Price (₹)').fill('999');
  await form.getByLabel('Category', { exact: true }).selectOption('Design');
  // Named and typed as a PNG, but text inside: only the server can tell.
  await imageInput.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('plain text') });
  await form.getByRole('button', { name: 'Upload Card' }).click();
  await expect(form.getByRole('alert')).toHaveText(/^The image file is not a picture we can read/);
  expect(await (await page.request.get('/api/cards')).json()).toEqual(before);
});

test('the upload form checks the shared rules before sending and names the problem beside its field', async ({
  page,
}) => {
  const { png } = await uploadFiles();
  await loginAsAdmin(page);
  await page.goto('/products');
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/cards') uploads.push(request.url());
  });
  const form = page.getByRole('form', { name: 'Upload a design' });
  // Only spaces: the browser counts it as filled in, the shared schema does not.
  await form.getByLabel('Title').fill('   ');
  await form.getByLabel('Price (₹)').fill('999');
  await form.getByLabel('Category', { exact: true }).selectOption('Design');
  await form.getByLabel('Image', { exact: true }).setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: png });
  await form.getByRole('button', { name: 'Upload Card' }).click();
  await expect(form.getByLabel('Title')).toHaveAccessibleDescription('title is required');
  await expect(form.getByLabel('Title')).toBeFocused();
  expect(uploads).toEqual([]);
  await form.getByLabel('Title').fill('Spaced Out');
  await expect(form.getByText('title is required')).toHaveCount(0);
});

test('a design uploaded by the admin can be bought by a customer within a minute', async ({ page }) => {
  const started = Date.now();
  const title = `Fresh Upload ${Date.now()}`;
  const { png, pdf } = await uploadFiles();
  await loginAsAdmin(page);
  await page.goto('/products');
  const form = page.getByRole('form', { name: 'Upload a design' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Price (₹)').fill('5000');
  await form.getByLabel('Category', { exact: true }).selectOption('Portfolio');
  await form.getByLabel('Image', { exact: true }).setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: png });
  await form.getByLabel('PDF (optional)').setInputFiles({ name: 'a.pdf', mimeType: 'application/pdf', buffer: pdf });
  await form.getByRole('button', { name: 'Upload Card' }).click();
  await expect(form.getByRole('status')).toHaveText('Card uploaded successfully');
  await page.evaluate(() => localStorage.clear());

  const customer = await createCustomer(page, 'Quick Buyer');
  await loginAsCustomer(page, customer);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/designs?q=${encodeURIComponent(title)}`);
  await page.getByRole('article').getByRole('button', { name: 'Add to Cart' }).click();
  await openCart(page);
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
  await page.getByLabel('Phone number').fill('9876501234');
  await fillBilling(page);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByTestId('pay-total')).toHaveText('₹5,900.00');
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await page.getByLabel('Card number').fill('4111111111111111');
  await page.getByLabel('Expiry').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Name on card').fill('Quick Buyer');
  await page.getByRole('button', { name: 'Pay ₹5,900.00' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('paid-amount')).toHaveText('₹5,900.00');
  expect(Date.now() - started).toBeLessThan(60_000);
});
