import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { sellerDetails } from '../settings';
import { createCashfreeProvider } from './cashfree-provider';
import { DEMO_APP_ID, DEMO_GATEWAY_PREFIX } from './demo-gateway/demo-gateway.routes';
import { DEMO_MERCHANT, type DemoGatewayDeps } from './demo-gateway/demo-gateway.service';
import { CHECKOUT_METHODS, type PaymentProvider } from './provider';
import { createRazorpayProvider, RAZORPAY_CHECKOUT_SCRIPT } from './razorpay-provider';
import { fetchTransport, injectTransport, type Transport } from './transport';

export interface PaymentsConfig {
  PAYMENT_PROVIDER: 'demo' | 'cashfree' | 'razorpay';
  CASHFREE_APP_ID?: string;
  CASHFREE_SECRET_KEY?: string;
  CASHFREE_ENV: 'sandbox' | 'production';
  CASHFREE_BASE_URL?: string;
  RAZORPAY_KEY_ID?: string;
  RAZORPAY_KEY_SECRET?: string;
  RAZORPAY_WEBHOOK_SECRET?: string;
  RAZORPAY_BASE_URL?: string;
  RAZORPAY_CHECKOUT_URL?: string;
}

const CASHFREE_BASE_URLS = {
  sandbox: 'https://sandbox.cashfree.com/pg',
  production: 'https://api.cashfree.com/pg',
} as const;

export interface PaymentsSetup {
  provider: PaymentProvider;
  /** Set for the demo provider: the gateway whose routes the app registers (registerDemoGatewayRoutes). */
  demoGateway?: DemoGatewayDeps;
}

/**
 * Chooses the provider. The demo provider is a Cashfree-compatible gateway served by this
 * store (its API, hosted checkout and signed webhooks), reached through the same client code;
 * the caller registers its routes.
 */
export function createPaymentProvider(
  app: FastifyInstance,
  config: PaymentsConfig,
  deps: { db: Kysely<Database>; serverSecret: string; publicUrl: string; transport?: Transport },
): PaymentsSetup {
  if (config.PAYMENT_PROVIDER === 'razorpay') {
    const provider = createRazorpayProvider({
      baseUrl: config.RAZORPAY_BASE_URL ?? 'https://api.razorpay.com',
      keyId: config.RAZORPAY_KEY_ID ?? '',
      keySecret: config.RAZORPAY_KEY_SECRET ?? '',
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? '',
      checkoutScript: config.RAZORPAY_CHECKOUT_URL ?? RAZORPAY_CHECKOUT_SCRIPT,
      transport: deps.transport ?? fetchTransport,
    });
    return { provider };
  }
  if (config.PAYMENT_PROVIDER === 'cashfree') {
    const provider = createCashfreeProvider({
      name: 'cashfree',
      baseUrl: config.CASHFREE_BASE_URL ?? CASHFREE_BASE_URLS[config.CASHFREE_ENV],
      appId: config.CASHFREE_APP_ID ?? '',
      secret: config.CASHFREE_SECRET_KEY ?? '',
      transport: deps.transport ?? fetchTransport,
      checkout: { kind: 'cashfree', mode: config.CASHFREE_ENV, methods: CHECKOUT_METHODS },
    });
    return { provider };
  }
  const secret = createHmac('sha256', deps.serverSecret).update('demo-payment-gateway').digest('base64url');
  const transport = deps.transport ?? injectTransport(() => app);
  const provider = createCashfreeProvider({
    name: 'demo',
    baseUrl: `http://store.internal${DEMO_GATEWAY_PREFIX}`,
    appId: DEMO_APP_ID,
    secret,
    transport,
    checkout: { kind: 'demo', methods: CHECKOUT_METHODS },
  });
  const log = (message: string, detail?: unknown) => app.log.warn({ detail }, message);
  // The shop as its settings name it (a UPI request names the payee); the demo's own name before they exist.
  const merchantName = async () => {
    const seller = await sellerDetails(deps.db).catch(() => null);
    return seller?.tradeName || seller?.legalName || DEMO_MERCHANT;
  };
  return { provider, demoGateway: { db: deps.db, secret, transport, log, publicUrl: deps.publicUrl, merchantName } };
}
