import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { addToCart, checkoutWithPhone, paidOrderThroughApi, payWithCard } from './checkout-steps';
import { createCustomer, expect, loginAsCustomer, test } from './fixtures';

// A store as `npm start` runs it: no PUBLIC_URL, so it is http://localhost:<port>, while the
// shopper types the 127.0.0.1 address the server listens on.
const port = Number(process.env.E2E_PORT ?? 3999) + 10;
const typedOrigin = `http://127.0.0.1:${port}`;
const publicOrigin = `http://localhost:${port}`;
let store: ChildProcess | undefined;
let dataDir: string;

test.use({ baseURL: typedOrigin });

test.beforeAll(async () => {
  // Seeding the demo catalogue takes a while on a shared machine.
  test.setTimeout(150_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-public-host-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  for (const name of ['PUBLIC_URL', 'DATABASE_URL', 'NODE_ENV']) delete env[name];
  store = spawn(process.execPath, ['apps/api/dist/main.js'], { env: { ...env, SIGNUP_LIMIT_PER_IP: '1000' } });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${typedOrigin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the store on the default PUBLIC_URL did not start');
});

test.afterAll(async () => {
  store?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

test('a shopper who opens 127.0.0.1 is moved to PUBLIC_URL on the first page, and comes back from paying logged in', async ({
  page,
}) => {
  await page.goto('/designs?q=Chai');
  await expect(page).toHaveURL(`${publicOrigin}/designs?q=Chai`);

  const account = await createCustomer(page);
  await loginAsCustomer(page, account);
  await expect(page).toHaveURL(`${publicOrigin}/`);
  await addToCart(page, 'Chai');
  await checkoutWithPhone(page, '9812345678');
  await payWithCard(page, '4111 1111 1111 1111');
  await expect(page).toHaveURL(new RegExp(`^${publicOrigin}/sucess\\?encResp=`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText(account.name)).toBeVisible();
});

/** A page with no session at all, as on another device or after the login ended. */
async function strangerAt(page: Page, address: string) {
  const context = await page.context().browser()?.newContext({ baseURL: typedOrigin, viewport: page.viewportSize() });
  const stranger = await context?.newPage();
  if (!stranger) throw new Error('no browser');
  await stranger.goto(address);
  return stranger;
}

test('a return from the provider without a session shows the order number and its status, and nothing else', async ({
  page,
}) => {
  const { orderNumber, total } = await paidOrderThroughApi(page, 'Private Buyer');
  const paid = await strangerAt(page, `/formpage?order_id=${orderNumber}`);
  await expect(paid).toHaveURL(`${publicOrigin}/sucess?order_id=${orderNumber}`);
  await expect(paid.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(paid.getByTestId('result-order')).toHaveText(orderNumber);
  await expect(paid.getByTestId('result-status')).toHaveText('Paid');
  await expect(paid.getByText('Private Buyer')).toHaveCount(0);
  await expect(paid.locator('main')).not.toContainText('₹');
  expect(total).toBeGreaterThan(0);
  await expect(paid.getByRole('link', { name: 'Log in to see your order' })).toBeVisible();
  await paid.context().close();
});

test('a declined payment returned without a session says it failed, and why', async ({ page }) => {
  const account = await createCustomer(page, 'Declined Buyer');
  const { token } = await (
    await page.request.post('/api/login', { data: { email: account.email, password: account.password } })
  ).json();
  const [card] = await (await page.request.get('/api/cards?page=1&limit=1')).json();
  const order = await (
    await page.request.post('/api/new-order', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        cartTotal: Math.round(card.price * 118) / 100,
        phone: '9988776655',
        titles: card.title,
        items: [{ id: card._id, quantity: 1 }],
      },
    })
  ).json();
  await page.request.post(`/demo-pg/sessions/${order.payment_session_id}/pay`, {
    data: { cardNumber: '4000000000000002', expiry: '12/30', cvv: '123', name: 'Declined Buyer' },
  });
  const failed = await strangerAt(page, `/formpage?order_id=${order.order_id}`);
  await expect(failed.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(failed.getByText('Unfortunately, the payment was not successful. Please try again.')).toBeVisible();
  await expect(failed.getByTestId('result-order')).toHaveText(order.order_id);
  await expect(failed.getByTestId('result-status')).toHaveText('Failed');
  await expect(failed.getByTestId('fail-reason')).toHaveText('Your card was declined by the bank. No money was taken.');
  await expect(failed.getByText('Declined Buyer')).toHaveCount(0);
  await failed.context().close();
});
