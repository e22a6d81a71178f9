import path from 'node:path';
import { judgePassword } from '@store/shared/password-strength';
import { z } from 'zod';
import { checkSellerEnv, type SellerEnv, sellerFromEnv } from './seller-env';

const booleanFlag = (name: string, fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const normalised = value.trim().toLowerCase();
      if (['1', 'true', 'yes', 'on'].includes(normalised)) return true;
      if (['0', 'false', 'no', 'off'].includes(normalised)) return false;
      ctx.addIssue({ code: 'custom', message: `${name} must be true or false` });
      return z.NEVER;
    });

const port = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return 3000;
    const parsed = Number(value);
    if (!/^\d+$/.test(value) || parsed < 1 || parsed > 65535) {
      ctx.addIssue({ code: 'custom', message: 'PORT must be an integer between 1 and 65535' });
      return z.NEVER;
    }
    return parsed;
  });

const wholeMilliseconds = (name: string, fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      if (!/^\d+$/.test(value) || Number(value) < 100) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a whole number of milliseconds (at least 100)` });
        return z.NEVER;
      }
      return Number(value);
    });

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));

function isSmtpUrl(value: string | undefined): boolean {
  if (value === undefined) return true;
  try {
    const url = new URL(value);
    return ['smtp:', 'smtps:'].includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

const envSchema = z.object({
  PORT: port,
  HOST: z.string().optional().default('0.0.0.0'),
  DATA_DIR: z.string().optional().default('./data'),
  DATABASE_URL: optionalText.refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    'DATABASE_URL must be a postgres:// or postgresql:// URL',
  ),
  PUBLIC_URL: optionalText.refine((value) => {
    if (value === undefined) return true;
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'PUBLIC_URL must be an http:// or https:// URL'),
  SEED_DEMO_DATA: booleanFlag('SEED_DEMO_DATA', true),
  /** Demo media drawn ahead (the build's, beside the bundle, by default): seeding copies them. */
  DEMO_MEDIA_DIR: optionalText,
  /** Trust X-Forwarded-For (only behind a proxy that sets it); otherwise clients could pick their own address. */
  TRUST_PROXY: booleanFlag('TRUST_PROXY', false),
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText,
  JWT_SECRET: optionalText.refine(
    (value) => value === undefined || value.length >= 32,
    'JWT_SECRET must be at least 32 characters',
  ),
  /** `production` makes the payment provider and PUBLIC_URL required. */
  NODE_ENV: optionalText,
  /** Left unset it means demo, except in production, where it must be chosen. */
  PAYMENT_PROVIDER: optionalText.pipe(
    z
      .enum(['demo', 'cashfree', 'razorpay'], { message: 'PAYMENT_PROVIDER must be demo, cashfree or razorpay' })
      .optional(),
  ),
  SIGNUP_LIMIT_PER_IP: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return 20;
      if (!/^\d+$/.test(value) || Number(value) < 1) {
        ctx.addIssue({ code: 'custom', message: 'SIGNUP_LIMIT_PER_IP must be a whole number of at least 1' });
        return z.NEVER;
      }
      return Number(value);
    }),
  /** How many drawn name previews the media store keeps (oldest deleted first); unset, the module's 500. */
  NAME_PREVIEW_CACHE_LIMIT: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      if (!/^\d+$/.test(value) || Number(value) < 1) {
        ctx.addIssue({ code: 'custom', message: 'NAME_PREVIEW_CACHE_LIMIT must be a whole number of at least 1' });
        return z.NEVER;
      }
      return Number(value);
    }),
  CASHFREE_APP_ID: optionalText,
  CASHFREE_SECRET_KEY: optionalText,
  CASHFREE_ENV: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? 'sandbox' : value))
    .pipe(z.enum(['sandbox', 'production'], { message: 'CASHFREE_ENV must be sandbox or production' })),
  CASHFREE_BASE_URL: optionalText.refine(
    (value) => value === undefined || /^https?:\/\//.test(value),
    'CASHFREE_BASE_URL must be an http(s) URL',
  ),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  /** Set in the Razorpay dashboard with the webhook; apart from the key secret. */
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  /** Tests point it at a local double. */
  RAZORPAY_BASE_URL: optionalText
    .refine((value) => value === undefined || /^https?:\/\//.test(value), 'RAZORPAY_BASE_URL must be an http(s) URL')
    .transform((value) => (value ?? 'https://api.razorpay.com').replace(/\/+$/, '')),
  /** Standard Checkout's script, loaded by the payment page; tests point it at a local double. */
  RAZORPAY_CHECKOUT_URL: optionalText.refine(
    (value) => value === undefined || /^https?:\/\/[^/]+\/\S*$/.test(value),
    'RAZORPAY_CHECKOUT_URL must be an http(s) URL',
  ),
  DATABASE_POOL_SIZE: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return 10;
      if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 200) {
        ctx.addIssue({ code: 'custom', message: 'DATABASE_POOL_SIZE must be a whole number between 1 and 200' });
        return z.NEVER;
      }
      return Number(value);
    }),
  RECONCILE_INTERVAL_MS: wholeMilliseconds('RECONCILE_INTERVAL_MS', 60_000),
  RECONCILE_AFTER_MS: wholeMilliseconds('RECONCILE_AFTER_MS', 120_000),
  /** The seller stored at first start (checked with seller-env.ts); unset, the store starts with a demo seller. */
  SELLER_GSTIN: optionalText,
  SELLER_LEGAL_NAME: optionalText,
  SELLER_ADDRESS: optionalText,
  SELLER_STATE_CODE: optionalText,
  /** Mail through SMTP (smtp://user:pass@host:587 or smtps://…:465); unset, mails are kept for /admin/emails. */
  SMTP_URL: optionalText.refine(isSmtpUrl, 'SMTP_URL must be an smtp:// or smtps:// URL with a host'),
  MAIL_FROM: optionalText.refine(
    (value) => value === undefined || (!/[\r\n]/.test(value) && /[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+/.test(value)),
    'MAIL_FROM must be an address such as "Store <orders@example.com>"',
  ),
  /** How long a sending instance holds a claimed mail: after a crash, another sends it once this has passed. */
  MAIL_LEASE_MS: wholeMilliseconds('MAIL_LEASE_MS', 120_000),
  /** Where shop alerts go (comma-separated); unset, the support email of the store settings. */
  SHOP_ALERT_EMAIL: optionalText.refine(
    (value) =>
      value === undefined || value.split(',').every((part) => /^[^\s@,<>]+@[^\s@,<>]+\.[^\s@,<>]+$/.test(part.trim())),
    'SHOP_ALERT_EMAIL must be one or more email addresses separated by commas',
  ),
  LOG_LEVEL: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? 'info' : value))
    .pipe(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      }),
    ),
});

/** What each real provider needs, checked in this order at start. */
const PROVIDER_KEYS = {
  cashfree: ['CASHFREE_APP_ID', 'CASHFREE_SECRET_KEY', 'PUBLIC_URL'],
  razorpay: ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'PUBLIC_URL'],
} as const;

const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.ADMIN_USERNAME ? 'ADMIN_PASSWORD' : 'ADMIN_USERNAME'],
      message: 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
    });
  }
  const production = env.NODE_ENV === 'production';
  if (production && !env.PAYMENT_PROVIDER) {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENT_PROVIDER'],
      message:
        'PAYMENT_PROVIDER must be set (cashfree or razorpay, or demo to take no money) when NODE_ENV is production',
    });
  }
  if (production && !env.PUBLIC_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message: 'PUBLIC_URL is required when NODE_ENV is production (the address customers use)',
    });
  }
  const provider = env.PAYMENT_PROVIDER;
  if (provider === 'cashfree' || provider === 'razorpay') {
    for (const key of PROVIDER_KEYS[provider]) {
      if (!env[key])
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${key} is required when PAYMENT_PROVIDER is ${provider}`,
        });
    }
    // A developer's own machine may try the provider's sandbox over http; customers never reach it.
    const loopbackOutsideProduction = !production && isLoopbackHttp(env.PUBLIC_URL);
    if (env.PUBLIC_URL && !env.PUBLIC_URL.startsWith('https://') && !loopbackOutsideProduction) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: `PUBLIC_URL must be an https:// URL when PAYMENT_PROVIDER is ${provider}`,
      });
    }
  }
  if (env.SMTP_URL && !env.MAIL_FROM) {
    ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'MAIL_FROM is required when SMTP_URL is set' });
  }
  checkSellerEnv(env, ctx);
  if (env.ADMIN_PASSWORD && env.ADMIN_PASSWORD.length < 8) {
    ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_PASSWORD must be at least 8 characters' });
  } else if (production && env.ADMIN_PASSWORD) {
    // A development store may keep a simple password (it warns at start); a production one may not.
    const { problem } = judgePassword(env.ADMIN_PASSWORD, { username: env.ADMIN_USERNAME });
    if (problem)
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: `ADMIN_PASSWORD is too weak: ${problem}` });
  }
});

export type Env = Omit<z.infer<typeof envSchema>, 'PAYMENT_PROVIDER'> & {
  DATA_DIR: string;
  PAYMENT_PROVIDER: 'demo' | 'cashfree' | 'razorpay';
  /** Where customers reach the store: PUBLIC_URL, else http://localhost:PORT. Never taken from a request. */
  publicUrl: string;
  /** NODE_ENV is production. */
  production: boolean;
  /** The seller from SELLER_*, or undefined for the demo seller. */
  seller: SellerEnv | undefined;
  /** MAIL_FROM, or the store's placeholder sender while mails are only kept. */
  mailFrom: string;
  /** SHOP_ALERT_EMAIL split into addresses (empty when unset). */
  shopAlertTo: string[];
};

export class EnvError extends Error {}

/** Parses the process environment once; the first problem becomes one line naming the variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    const message = issue?.message ?? 'is invalid';
    throw new EnvError(message.includes(variable) ? message : `${variable}: ${message}`);
  }
  const env = result.data;
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    PAYMENT_PROVIDER: env.PAYMENT_PROVIDER ?? 'demo',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    production: env.NODE_ENV === 'production',
    seller: sellerFromEnv(env),
    mailFrom: env.MAIL_FROM ?? 'Store <store@localhost>',
    shopAlertTo: env.SHOP_ALERT_EMAIL?.split(',').map((part) => part.trim()) ?? [],
  };
}

/** http://localhost, http://127.0.0.1 or http://[::1], with any port. */
function isLoopbackHttp(url: string | undefined): boolean {
  if (!url?.startsWith('http://')) return false;
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}
