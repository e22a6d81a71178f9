import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/find-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3999);
const dataDir = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${port}`;

const chromium = {
  launchOptions: { executablePath: findChromium(), args: chromiumArgs },
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, ...chromium },
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, ...chromium },
    },
    {
      // Tablets get the phone menu too; only the layout checks run at this width.
      name: 'tablet',
      testMatch: /phone-menu\.spec\.ts/,
      use: { ...devices['Pixel 7'], viewport: { width: 820, height: 1180 }, ...chromium },
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node apps/api/dist/main.js`,
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // Payment return addresses come from configuration only, so it names the address the browser uses.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'e2e-admin',
      ADMIN_PASSWORD: 'e2e admin password',
      SIGNUP_LIMIT_PER_IP: '1000',
    },
  },
});
