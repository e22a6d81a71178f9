import { randomBytes, randomUUID } from 'node:crypto';
import { type CardForm, cardFormErrors, DEMO_DECLINED_CARD, digitsOnly } from '@store/shared';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../../db/errors';
import type { Database } from '../../../db/schema';
import type { CashfreePaymentMethod } from '../cashfree-entities';
import type { PaymentsDemoOrdersTable } from '../payments.tables';
import type { Transport } from '../transport';
import { signWebhook } from '../webhook-signature';
import {
  insertDemoOrder,
  insertDemoPayment,
  listPendingDemoPayments,
  selectDemoOrder,
  setDemoOrderStatus,
  settlePendingDemoPayment,
} from './demo-gateway.repository';
import { webhookBody } from './demo-payment-entity';

export const DEMO_MERCHANT = 'SiteInMinutes';

export interface DemoGatewayDeps {
  db: Kysely<Database>;
  /** The secret the demo provider signs webhooks with (the store verifies with the same). */
  secret: string;
  transport: Transport;
  log: (message: string, detail?: unknown) => void;
  /** The store's own address: the only place the gateway sends a shopper back to or posts webhooks to. */
  publicUrl: string;
  /** The shop's trade name, as a UPI request names the payee. */
  merchantName: () => Promise<string>;
}

export type DemoOrder = PaymentsDemoOrdersTable;

export async function createDemoOrder(
  db: Kysely<Database>,
  input: {
    orderId: string;
    amountPaise: number;
    customerName: string;
    returnUrl: string;
    notifyUrl: string;
    expiresAt: string;
  },
): Promise<DemoOrder | 'exists'> {
  const row: DemoOrder = {
    order_id: input.orderId,
    session_id: `session_demo_${randomBytes(24).toString('base64url')}`,
    amount_paise: input.amountPaise,
    currency: 'INR',
    customer_name: input.customerName,
    return_url: input.returnUrl,
    notify_url: input.notifyUrl,
    status: 'ACTIVE',
    expires_at: input.expiresAt,
    created_at: new Date().toISOString(),
  };
  try {
    await insertDemoOrder(db, row);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return 'exists';
    throw error;
  }
}

export async function findDemoOrder(db: Kysely<Database>, by: { orderId?: string; sessionId?: string }) {
  const key = by.orderId ? { orderId: by.orderId } : by.sessionId ? { sessionId: by.sessionId } : undefined;
  if (!key) return undefined;
  const order = await selectDemoOrder(db, key);
  if (order && order.status === 'ACTIVE' && Date.parse(order.expires_at) <= Date.now()) {
    await setDemoOrderStatus(db, order.order_id, 'EXPIRED');
    return { ...order, status: 'EXPIRED' as const };
  }
  return order;
}

/**
 * Whether an address given with a gateway order is the store's own (same scheme, host and port, under its
 * path): the demo gateway never sends a shopper or a webhook anywhere else.
 */
export function isStoreAddress(address: string, publicUrl: string): boolean {
  if (!URL.canParse(address)) return false;
  const url = new URL(address);
  const store = new URL(publicUrl);
  const storePath = store.pathname.endsWith('/') ? store.pathname : `${store.pathname}/`;
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.origin === store.origin &&
    url.username === '' &&
    url.password === '' &&
    `${url.pathname}/`.startsWith(storePath)
  );
}

/** The return URL with the order id filled in, as Cashfree does. */
export function returnUrlFor(order: DemoOrder): string {
  if (order.return_url.includes('{order_id}'))
    return order.return_url.replaceAll('{order_id}', encodeURIComponent(order.order_id));
  const url = new URL(order.return_url);
  url.searchParams.set('order_id', order.order_id);
  return url.toString();
}

/** Posts a signed webhook like Cashfree: at least once, retried on failure (reconciliation covers the rest). */
export async function deliverWebhook(
  deps: DemoGatewayDeps,
  order: DemoOrder,
  body: string,
  attempt = 1,
): Promise<void> {
  const timestamp = String(Date.now());
  try {
    const response = await deps.transport({
      method: 'POST',
      url: order.notify_url,
      headers: {
        'content-type': 'application/json',
        'x-webhook-timestamp': timestamp,
        'x-webhook-signature': signWebhook(deps.secret, timestamp, body),
        'x-webhook-version': '2025-01-01',
        'x-webhook-attempt': String(attempt),
        'x-idempotency-key': createHashKey(body),
      },
      body,
      timeoutMs: 10_000,
    });
    if (response.status === 200) return;
    throw new Error(`webhook answered ${response.status}`);
  } catch (error) {
    if (attempt >= 3) {
      deps.log('demo webhook gave up', { order: order.order_id, error: String(error) });
      return;
    }
    setTimeout(() => void deliverWebhook(deps, order, body, attempt + 1), attempt * 2000).unref();
  }
}

/** One key per event, the same on every retry of it. */
function createHashKey(body: string): string {
  const parsed = JSON.parse(body) as { type: string; data: { payment: { cf_payment_id: string } } };
  return `${parsed.data.payment.cf_payment_id}:${parsed.type}`;
}

/** Another way to pay chosen: requests still waiting for an answer are dropped, so a late one cannot pay twice. */
export async function dropPendingAttempts(deps: DemoGatewayDeps, order: DemoOrder) {
  for (const pending of await listPendingDemoPayments(deps.db, order.order_id))
    await settlePendingDemoPayment(deps.db, pending.payment_id, {
      status: 'USER_DROPPED',
      message: 'The customer chose another way to pay.',
    });
}

/** A card's network from its first digits, as Cashfree names it; null when the demo cannot tell. */
function cardNetworkOf(number: string): string | null {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(60|65|81|82|508)/.test(number)) return 'rupay';
  if (/^3[068]/.test(number)) return 'diners';
  return null;
}

export type PayOutcome =
  | { kind: 'paid' | 'declined' | 'cancelled'; redirectUrl: string; message: string }
  | { kind: 'invalid'; errors: Partial<Record<keyof CardForm, string>> }
  | { kind: 'closed'; message: string };

/** Takes a card payment (or a cancellation) on a demo checkout session. Card numbers are never stored. */
export async function payDemoSession(
  deps: DemoGatewayDeps,
  sessionId: string,
  form: CardForm | 'cancel',
): Promise<PayOutcome | null> {
  const order = await findDemoOrder(deps.db, { sessionId });
  if (!order) return null;
  if (order.status !== 'ACTIVE') {
    return {
      kind: 'closed',
      message: order.status === 'PAID' ? 'This order is already paid.' : 'This payment session has expired.',
    };
  }
  let status: 'SUCCESS' | 'FAILED' | 'USER_DROPPED';
  let message: string;
  let last4: string | null = null;
  let method: CashfreePaymentMethod | null = null;
  if (form === 'cancel') {
    status = 'USER_DROPPED';
    message = 'Payment cancelled by the customer.';
  } else {
    const errors = cardFormErrors(form);
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    const number = digitsOnly(form.cardNumber);
    last4 = number.slice(-4);
    method = {
      card: {
        channel: 'link',
        card_number: `XXXXXXXXXXXX${last4}`,
        card_network: cardNetworkOf(number),
        card_type: 'credit_card',
      },
    };
    status = number === DEMO_DECLINED_CARD ? 'FAILED' : 'SUCCESS';
    message = status === 'SUCCESS' ? 'Payment successful.' : 'Your card was declined by the bank. No money was taken.';
  }
  await dropPendingAttempts(deps, order);
  const payment = {
    payment_id: `demo_pay_${randomUUID().replaceAll('-', '')}`,
    order_id: order.order_id,
    status,
    message,
    card_last4: last4,
    amount_paise: order.amount_paise,
    created_at: new Date().toISOString(),
    payment_group: method ? 'credit_card' : null,
    method_json: method ? JSON.stringify(method) : null,
  };
  await deps.db.transaction().execute(async (trx) => {
    await insertDemoPayment(trx, payment);
    if (status === 'SUCCESS') await setDemoOrderStatus(trx, order.order_id, 'PAID');
  });
  void deliverWebhook(deps, order, webhookBody(order, payment));
  const kind = status === 'SUCCESS' ? 'paid' : status === 'FAILED' ? 'declined' : 'cancelled';
  return { kind, redirectUrl: returnUrlFor(order), message };
}
