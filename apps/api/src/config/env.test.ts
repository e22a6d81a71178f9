import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

const failure = (source: NodeJS.ProcessEnv) => {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.message;
    throw error;
  }
  throw new Error('expected the environment to be refused');
};

describe('environment', () => {
  it('has working defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('0.0.0.0');
    expect(env.DATA_DIR).toBe(path.resolve('./data'));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO_DATA).toBe(true);
    expect(env.PAYMENT_PROVIDER).toBe('demo');
  });

  it.each(['abc', '0', '65536', '-1', '80.5', '3000abc'])('refuses PORT=%s with one line naming it', (value) => {
    expect(failure({ PORT: value })).toBe('PORT must be an integer between 1 and 65535');
  });

  it('accepts a valid port', () => {
    expect(parseEnv({ PORT: '8080' }).PORT).toBe(8080);
  });

  it('reads SEED_DEMO_DATA as a flag', () => {
    expect(parseEnv({ SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe(false);
    expect(parseEnv({ SEED_DEMO_DATA: '0' }).SEED_DEMO_DATA).toBe(false);
    expect(parseEnv({ SEED_DEMO_DATA: 'TRUE' }).SEED_DEMO_DATA).toBe(true);
    expect(failure({ SEED_DEMO_DATA: 'maybe' })).toBe('SEED_DEMO_DATA must be true or false');
  });

  it('names each bad variable', () => {
    expect(failure({ DATABASE_URL: 'mysql://x' })).toMatch(/^DATABASE_URL/);
    expect(failure({ PUBLIC_URL: 'not a url' })).toMatch(/^PUBLIC_URL/);
    expect(failure({ PAYMENT_PROVIDER: 'paypal' })).toBe('PAYMENT_PROVIDER must be demo, cashfree or razorpay');
    expect(failure({ JWT_SECRET: 'short' })).toBe('JWT_SECRET must be at least 32 characters');
  });

  it('takes the payment return address from PUBLIC_URL, else http://localhost:PORT', () => {
    expect(parseEnv({}).publicUrl).toBe('http://localhost:3000');
    expect(parseEnv({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(parseEnv({ PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe('https://shop.example');
  });

  it('in production requires PUBLIC_URL and an explicit PAYMENT_PROVIDER, naming the variable', () => {
    expect(failure({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' })).toBe(
      'PAYMENT_PROVIDER must be set (cashfree or razorpay, or demo to take no money) when NODE_ENV is production',
    );
    expect(failure({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'demo' })).toBe(
      'PUBLIC_URL is required when NODE_ENV is production (the address customers use)',
    );
    const demo = parseEnv({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'demo', PUBLIC_URL: 'https://shop.example' });
    expect(demo.production).toBe(true);
    expect(demo.PAYMENT_PROVIDER).toBe('demo');
    // Not production: a newcomer's start needs neither.
    expect(parseEnv({ NODE_ENV: 'development' }).PAYMENT_PROVIDER).toBe('demo');
  });

  it('requires an https PUBLIC_URL with cashfree', () => {
    const cashfree = { PAYMENT_PROVIDER: 'cashfree', CASHFREE_APP_ID: 'id', CASHFREE_SECRET_KEY: 'secret' };
    expect(failure({ ...cashfree, PUBLIC_URL: 'http://shop.example' })).toBe(
      'PUBLIC_URL must be an https:// URL when PAYMENT_PROVIDER is cashfree',
    );
    expect(parseEnv({ ...cashfree, PUBLIC_URL: 'https://shop.example' }).PAYMENT_PROVIDER).toBe('cashfree');
    // A developer trying the sandbox on their own machine; never in production.
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:4102', 'http://[::1]:3000']) {
      expect(parseEnv({ ...cashfree, PUBLIC_URL: local }).publicUrl).toBe(local);
      expect(failure({ ...cashfree, NODE_ENV: 'production', PUBLIC_URL: local })).toBe(
        'PUBLIC_URL must be an https:// URL when PAYMENT_PROVIDER is cashfree',
      );
    }
    expect(failure({ ...cashfree, PUBLIC_URL: 'http://localhost.evil.example' })).toBe(
      'PUBLIC_URL must be an https:// URL when PAYMENT_PROVIDER is cashfree',
    );
  });

  it('requires each Razorpay key with razorpay, naming the missing one, and an https PUBLIC_URL', () => {
    const razorpay = {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_EnvCheck001',
      RAZORPAY_KEY_SECRET: 'key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
      PUBLIC_URL: 'https://shop.example',
    };
    for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'PUBLIC_URL'] as const) {
      expect(failure({ ...razorpay, [key]: '' })).toBe(`${key} is required when PAYMENT_PROVIDER is razorpay`);
    }
    expect(failure({ ...razorpay, PUBLIC_URL: 'http://shop.example' })).toBe(
      'PUBLIC_URL must be an https:// URL when PAYMENT_PROVIDER is razorpay',
    );
    expect(failure({ ...razorpay, NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' })).toBe(
      'PUBLIC_URL must be an https:// URL when PAYMENT_PROVIDER is razorpay',
    );
    expect(parseEnv({ ...razorpay, PUBLIC_URL: 'http://localhost:3000' }).publicUrl).toBe('http://localhost:3000');
    expect(failure({ ...razorpay, RAZORPAY_BASE_URL: 'ftp://api.example' })).toBe(
      'RAZORPAY_BASE_URL must be an http(s) URL',
    );
    const env = parseEnv(razorpay);
    expect(env.PAYMENT_PROVIDER).toBe('razorpay');
    expect(env.RAZORPAY_BASE_URL).toBe('https://api.razorpay.com');
    expect(parseEnv({ ...razorpay, RAZORPAY_BASE_URL: 'http://127.0.0.1:4000' }).RAZORPAY_BASE_URL).toBe(
      'http://127.0.0.1:4000',
    );
  });

  it('refuses a weak ADMIN_PASSWORD in production, and lets a development store start with it', () => {
    const production = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'demo', PUBLIC_URL: 'https://shop.example' };
    expect(failure({ ...production, ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'password1' })).toBe(
      'ADMIN_PASSWORD is too weak: This password is on a list of common passwords. Please choose another.',
    );
    expect(failure({ ...production, ADMIN_USERNAME: 'shopowner', ADMIN_PASSWORD: 'shopowner 2026' })).toBe(
      'ADMIN_PASSWORD is too weak: Password must not contain your email address, name or username',
    );
    expect(parseEnv({ ...production, ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'lead admin password' }).production).toBe(
      true,
    );
    expect(parseEnv({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'password1' }).ADMIN_PASSWORD).toBe('password1');
  });
});
