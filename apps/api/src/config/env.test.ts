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
    expect(failure({ PAYMENT_PROVIDER: 'paypal' })).toBe('PAYMENT_PROVIDER must be demo or cashfree');
    expect(failure({ JWT_SECRET: 'short' })).toBe('JWT_SECRET must be at least 32 characters');
  });
});
