import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/config/env';
import { createTestApp, type TestApp } from './test-app';

/**
 * Razorpay's Standard Checkout is allowed by the Content-Security-Policy of the payment page only, and
 * only when Razorpay is the provider; the payment config names the ways to pay and, for Razorpay, the script.
 */
const webRoot = mkdtempSync(path.join(tmpdir(), 'store-web-'));
const razorpayEnv = {
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_BASE_URL: 'http://127.0.0.1:9',
  RAZORPAY_KEY_ID: 'rzp_test_PolicyKey0001',
  RAZORPAY_KEY_SECRET: 'policy_key_secret',
  RAZORPAY_WEBHOOK_SECRET: 'policy_webhook_secret',
  PUBLIC_URL: 'https://shop.example',
};
let razorpay: TestApp;
let doubled: TestApp;
let demo: TestApp;

beforeAll(async () => {
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  razorpay = await createTestApp({ webRoot, env: razorpayEnv });
  doubled = await createTestApp({
    webRoot,
    env: { ...razorpayEnv, RAZORPAY_CHECKOUT_URL: 'http://127.0.0.1:4005/v1/checkout.js' },
  });
  demo = await createTestApp({ webRoot });
});
afterAll(async () => {
  await Promise.all([razorpay?.close(), doubled?.close(), demo?.close()]);
  rmSync(webRoot, { recursive: true, force: true });
});

/** The page's CSP as a map of directive to its sources. */
async function policyOf(t: TestApp, url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  const header = String(response.headers['content-security-policy']);
  return Object.fromEntries(
    header.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

const PAYMENT_PAGES = ['/formpage', '/formpage/order_PolicyTest0001', '/formpage?order_id=ORD-20260101-AB12'];
const OTHER_PAGES = ['/', '/checkout', '/designs', '/sucess?encResp=x', '/formpages', '/api/categories'];

describe('the payment page CSP with Razorpay', () => {
  it('allows Standard Checkout (script, its frame and its calls) on the payment page', async () => {
    for (const url of PAYMENT_PAGES) {
      const policy = await policyOf(razorpay, url);
      expect(policy['script-src'], url).toContain('https://checkout.razorpay.com');
      expect(policy['frame-src'], url).toContain('https://api.razorpay.com');
      expect(policy['connect-src'], url).toEqual(
        expect.arrayContaining(["'self'", 'https://api.razorpay.com', 'https://lumberjack.razorpay.com']),
      );
      // Nothing else is loosened.
      expect(policy['default-src'], url).toEqual(["'self'"]);
      expect(policy['frame-ancestors'], url).toEqual(["'none'"]);
      expect(policy['object-src'], url).toEqual(["'none'"]);
    }
  });

  it('keeps every other page and the API on the default policy', async () => {
    for (const url of OTHER_PAGES) {
      const policy = await policyOf(razorpay, url);
      expect(policy['script-src'], url).toEqual(["'self'"]);
      expect(policy['frame-src'], url).toEqual(["'self'"]);
      expect(policy['connect-src'], url).toEqual(["'self'"]);
    }
  });

  it('allows the script where RAZORPAY_CHECKOUT_URL points (a local double), and names it in the config', async () => {
    const policy = await policyOf(doubled, '/formpage');
    expect(policy['script-src']).toContain('http://127.0.0.1:4005');
    expect(policy['frame-src']).toContain('http://127.0.0.1:4005');
    expect(policy['script-src']).not.toContain('https://checkout.razorpay.com');
    const config = (await doubled.app.inject({ method: 'GET', url: '/api/payments/config' })).json();
    expect(config).toEqual({
      provider: 'razorpay',
      mode: 'sandbox',
      keyId: 'rzp_test_PolicyKey0001',
      methods: ['upi', 'card', 'netbanking'],
      checkoutScript: 'http://127.0.0.1:4005/v1/checkout.js',
    });
  });
});

describe('the payment page CSP with the demo provider', () => {
  it('is the default policy: no Razorpay host anywhere', async () => {
    for (const url of [...PAYMENT_PAGES, ...OTHER_PAGES]) {
      const header = String((await demo.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(header, url).not.toContain('razorpay');
    }
  });

  it('names the ways to pay the demo checkout offers, UPI first', async () => {
    const config = (await demo.app.inject({ method: 'GET', url: '/api/payments/config' })).json();
    expect(config).toEqual({ provider: 'demo', mode: 'demo', methods: ['upi', 'card', 'netbanking'] });
  });
});

describe('RAZORPAY_CHECKOUT_URL', () => {
  it('must be an http(s) URL', () => {
    const env = { ...razorpayEnv, DATA_DIR: webRoot };
    expect(() => parseEnv({ ...env, RAZORPAY_CHECKOUT_URL: 'javascript:alert(1)' })).toThrow(
      'RAZORPAY_CHECKOUT_URL must be an http(s) URL',
    );
    expect(parseEnv(env).RAZORPAY_CHECKOUT_URL).toBeUndefined();
  });
});
