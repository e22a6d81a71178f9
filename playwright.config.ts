import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/find-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3999);
const dataDir = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${port}`;
// With a PostgreSQL database (npm test gives one), the purchase, admin and accounts journeys run a second time
// against a store on it, on the next port.
const postgresUrl = process.env.E2E_DATABASE_URL;
const postgresPort = port + 1;
// The Cashfree checkout in the browser: a store on PAYMENT_PROVIDER=cashfree against the local test double.
const cashfreePort = port + 2;
const cashfreeDoublePort = port + 3;
const cashfreeKeys = { CASHFREE_APP_ID: 'TEST_APP_ID_E2E', CASHFREE_SECRET_KEY: 'cfsk_ma_test_e2e_secret' };
const onlyOnCashfree = /cashfree-checkout\.spec\.ts/;
// Razorpay's Standard Checkout in the browser: a store on PAYMENT_PROVIDER=razorpay whose checkout script is
// the local Razorpay test double's.
const razorpayPort = port + 4;
const razorpayDoublePort = port + 5;
const razorpayKeys = { RAZORPAY_KEY_ID: 'rzp_test_E2eCheckout01', RAZORPAY_KEY_SECRET: 'rzp_e2e_key_secret' };
const onlyOnRazorpay = /razorpay-checkout\.spec\.ts/;

const chromium = {
  launchOptions: { executablePath: findChromium(), args: chromiumArgs },
};

/** The store built by `npm run build`, on a fresh data folder (and, when given, a PostgreSQL database). */
function storeServer(serverPort: number, extraEnv: Record<string, string>) {
  const serverDataDir = serverPort === port ? dataDir : `.tmp/e2e-data-${serverPort}`;
  return {
    command: `rm -rf ${serverDataDir} && node apps/api/dist/main.js`,
    url: `http://127.0.0.1:${serverPort}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      // Payment return addresses come from configuration only, so it names the address the browser uses.
      PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
      DATA_DIR: serverDataDir,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'e2e-admin',
      ADMIN_PASSWORD: 'marigold ledger 2931',
      SIGNUP_LIMIT_PER_IP: '1000',
      ...extraEnv,
    },
  };
}

export default defineConfig({
  // A stray test.only fails the run instead of silently skipping the rest.
  forbidOnly: true,
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // --shard splits by measured time rather than test count (scripts/duration-shards.mjs). A --reporter on the
  // command line replaces this list and so brings back the count split; --add-reporter keeps it.
  reporter: [['list'], ['./scripts/duration-shards.mjs']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [onlyOnCashfree, onlyOnRazorpay],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, ...chromium },
    },
    {
      name: 'phone',
      // Error texts and payment branches do not depend on the width: checked at desktop width only.
      testIgnore: [/(error-catalogue|payment-branches)\.spec\.ts/, onlyOnCashfree, onlyOnRazorpay],
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, ...chromium },
    },
    {
      // Tablets get the phone menu too; only the layout checks run at this width.
      name: 'tablet',
      testMatch: /phone-menu\.spec\.ts/,
      use: { ...devices['Pixel 7'], viewport: { width: 820, height: 1180 }, ...chromium },
    },
    {
      name: 'desktop-cashfree',
      testMatch: onlyOnCashfree,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        ...chromium,
        baseURL: `http://127.0.0.1:${cashfreePort}`,
      },
    },
    {
      name: 'desktop-razorpay',
      testMatch: onlyOnRazorpay,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        ...chromium,
        baseURL: `http://127.0.0.1:${razorpayPort}`,
      },
    },
    {
      name: 'phone-razorpay',
      testMatch: onlyOnRazorpay,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        ...chromium,
        baseURL: `http://127.0.0.1:${razorpayPort}`,
      },
    },
    ...(postgresUrl
      ? [
          {
            name: 'desktop-postgres',
            testMatch: /(^|\/)(checkout|payment-failure|admin-orders|admin-products|accounts)\.spec\.ts$/,
            use: {
              ...devices['Desktop Chrome'],
              viewport: { width: 1440, height: 900 },
              ...chromium,
              baseURL: `http://127.0.0.1:${postgresPort}`,
            },
          },
        ]
      : []),
  ],
  webServer: [
    storeServer(port, {}),
    ...(postgresUrl ? [storeServer(postgresPort, { DATABASE_URL: postgresUrl })] : []),
    {
      command: 'npx tsx e2e/cashfree-double-server.ts',
      url: `http://127.0.0.1:${cashfreeDoublePort}/js/v3/cashfree.js`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { PORT: String(cashfreeDoublePort), ...cashfreeKeys },
    },
    storeServer(cashfreePort, {
      PAYMENT_PROVIDER: 'cashfree',
      CASHFREE_ENV: 'sandbox',
      CASHFREE_BASE_URL: `http://127.0.0.1:${cashfreeDoublePort}/pg`,
      ...cashfreeKeys,
    }),
    {
      command: 'npx tsx e2e/razorpay-double-server.ts',
      url: `http://127.0.0.1:${razorpayDoublePort}/v1/checkout.js`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { PORT: String(razorpayDoublePort), ...razorpayKeys },
    },
    storeServer(razorpayPort, {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_BASE_URL: `http://127.0.0.1:${razorpayDoublePort}`,
      RAZORPAY_CHECKOUT_URL: `http://127.0.0.1:${razorpayDoublePort}/v1/checkout.js`,
      // Webhooks are not sent by the double here: the checkout's verified result and the status check settle orders.
      RAZORPAY_WEBHOOK_SECRET: 'rzp_e2e_webhook_secret',
      ...razorpayKeys,
    }),
  ],
});
