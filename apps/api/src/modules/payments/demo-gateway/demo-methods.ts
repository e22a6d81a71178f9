import { randomUUID } from 'node:crypto';
import {
  DEMO_NETBANKING_BANKS,
  DEMO_UPI_APPS,
  DEMO_UPI_PAYEE,
  DEMO_UPI_TTL_SECONDS,
  type DemoUpiAppId,
  PAYMENT_FAILURE_REASONS,
  upiPayUri,
} from '@store/shared';
import type { CashfreePaymentMethod } from '../cashfree-entities';
import type { PaymentsDemoPaymentsTable } from '../payments.tables';
import {
  insertDemoPayment,
  listPendingDemoPayments,
  selectDemoPayment,
  setDemoOrderStatus,
  settlePendingDemoPayment,
} from './demo-gateway.repository';
import {
  type DemoGatewayDeps,
  type DemoOrder,
  deliverWebhook,
  dropPendingAttempts,
  findDemoOrder,
  type PayOutcome,
  returnUrlFor,
} from './demo-gateway.service';
import { webhookBody } from './demo-payment-entity';

export const UPI_EXPIRED_MESSAGE = 'This UPI request has expired.';
const SUCCESS_MESSAGE = 'Payment successful.';

/** Cashfree-style error_details of the demo's failed attempts; `request_expired` marks a UPI request that timed out. */
const DECLINED_IN_APP = {
  error_code: 'TRANSACTION_DECLINED',
  error_description: 'The payer declined the request in the UPI app.',
  error_reason: 'payment_declined',
  error_source: 'customer',
};
const REQUEST_EXPIRED = {
  error_code: 'TRANSACTION_EXPIRED',
  error_description: 'The payer did not approve the UPI request in time.',
  error_reason: 'request_expired',
  error_source: 'customer',
};
const DECLINED_AT_BANK = {
  error_code: 'TRANSACTION_DECLINED',
  error_description: 'The payer declined the payment on the bank page.',
  error_reason: 'payment_declined',
  error_source: 'customer',
};

type Settlement = Pick<PaymentsDemoPaymentsTable, 'status' | 'message'> &
  Partial<Pick<PaymentsDemoPaymentsTable, 'method_json' | 'error_json'>>;

/** The payer's UPI id the demo app answers with: the buyer's first name at the chosen app's handle. */
function payerVpa(order: DemoOrder, app: DemoUpiAppId | undefined): string {
  const name =
    order.customer_name
      .split(/\s+/)[0]
      ?.toLowerCase()
      .replace(/[^a-z0-9.]/g, '') || 'payer';
  const handle = DEMO_UPI_APPS.find((entry) => entry.id === app)?.handle ?? 'okaxis';
  return `${name}@${handle}`;
}

/** Settles a pending attempt once, marks the order PAID on success, and posts the signed webhook. */
async function settle(deps: DemoGatewayDeps, order: DemoOrder, pending: PaymentsDemoPaymentsTable, change: Settlement) {
  const settled = await deps.db.transaction().execute(async (trx) => {
    if (!(await settlePendingDemoPayment(trx, pending.payment_id, change))) return false;
    if (change.status === 'SUCCESS') await setDemoOrderStatus(trx, order.order_id, 'PAID');
    return true;
  });
  if (settled) void deliverWebhook(deps, order, webhookBody(order, { ...pending, ...change }));
  return settled;
}

const expiredChange = (): Settlement => ({
  status: 'FAILED',
  message: PAYMENT_FAILURE_REASONS['upi-expired'],
  error_json: JSON.stringify(REQUEST_EXPIRED),
});

/**
 * Ends the order's UPI requests past their deadline, as the gateway's own timer does (also when the checkout
 * page was closed): FAILED with the request_expired reason, reported by webhook and to any status query.
 */
export async function expireDueUpiRequests(deps: DemoGatewayDeps, order: DemoOrder, now = Date.now()) {
  for (const pending of await listPendingDemoPayments(deps.db, order.order_id)) {
    if (pending.expires_at && Date.parse(pending.expires_at) <= now)
      await settle(deps, order, pending, expiredChange());
  }
}

async function activeOrder(deps: DemoGatewayDeps, sessionId: string) {
  const order = await findDemoOrder(deps.db, { sessionId });
  if (!order) return null;
  await expireDueUpiRequests(deps, order);
  if (order.status === 'ACTIVE') return { order };
  return {
    closed: order.status === 'PAID' ? 'This order is already paid.' : 'This payment session has expired.',
  };
}

export type UpiStart =
  | { kind: 'started'; paymentId: string; uri: string; expiresAt: string; ttlSeconds: number }
  | { kind: 'closed'; message: string };

/**
 * Opens a UPI request (intent from a phone's app, or the QR code on a desktop) that waits for the payer's app
 * until its deadline; the link is NPCI's upi://pay with the shop's name, the amount and the order number.
 */
export async function startUpiRequest(
  deps: DemoGatewayDeps,
  sessionId: string,
  input: { channel: 'link' | 'qrcode'; app?: DemoUpiAppId },
): Promise<UpiStart | null> {
  const found = await activeOrder(deps, sessionId);
  if (!found) return null;
  if ('closed' in found) return { kind: 'closed', message: found.closed as string };
  const { order } = found;
  await dropPendingAttempts(deps, order);
  const now = Date.now();
  const expiresAt = new Date(now + DEMO_UPI_TTL_SECONDS * 1000).toISOString();
  const paymentId = `demo_pay_${randomUUID().replaceAll('-', '')}`;
  const method: CashfreePaymentMethod = { upi: { channel: input.channel, upi_id: payerVpa(order, input.app) } };
  await insertDemoPayment(deps.db, {
    payment_id: paymentId,
    order_id: order.order_id,
    status: 'PENDING',
    amount_paise: order.amount_paise,
    message: 'Waiting for the payer to approve the request in the UPI app.',
    card_last4: null,
    created_at: new Date(now).toISOString(),
    payment_group: 'upi',
    method_json: JSON.stringify(method),
    expires_at: expiresAt,
  });
  const uri = upiPayUri({
    payee: DEMO_UPI_PAYEE,
    payeeName: await deps.merchantName(),
    amountPaise: order.amount_paise,
    reference: order.order_id,
  });
  return { kind: 'started', paymentId, uri, expiresAt, ttlSeconds: DEMO_UPI_TTL_SECONDS };
}

/**
 * The payer's app answers the request (the demo page stands in for it): approve pays, decline fails; `expire`
 * is the checkout page's countdown running out. A request past its deadline can no longer be approved.
 */
export async function answerUpiRequest(
  deps: DemoGatewayDeps,
  sessionId: string,
  paymentId: string,
  outcome: 'approve' | 'decline' | 'expire',
): Promise<PayOutcome | null> {
  const order = await findDemoOrder(deps.db, { sessionId });
  const pending = order && (await selectDemoPayment(deps.db, paymentId));
  if (!order || !pending || pending.order_id !== order.order_id || pending.payment_group !== 'upi') return null;
  await expireDueUpiRequests(deps, order);
  const current = await selectDemoPayment(deps.db, paymentId);
  if (current?.status !== 'PENDING') {
    const expired = current?.error_json?.includes('request_expired');
    return { kind: 'closed', message: expired ? UPI_EXPIRED_MESSAGE : 'This UPI request has been answered already.' };
  }
  const change: Settlement =
    outcome === 'approve'
      ? { status: 'SUCCESS', message: SUCCESS_MESSAGE }
      : outcome === 'decline'
        ? {
            status: 'FAILED',
            message: PAYMENT_FAILURE_REASONS['upi-declined'],
            error_json: JSON.stringify(DECLINED_IN_APP),
          }
        : expiredChange();
  if (!(await settle(deps, order, current, change)))
    return { kind: 'closed', message: 'This UPI request has been answered already.' };
  return {
    kind: outcome === 'approve' ? 'paid' : 'declined',
    redirectUrl: returnUrlFor(order),
    message: change.message,
  };
}

/** The shopper approves or declines on the simulated bank's page; the attempt records Cashfree's netbanking shape. */
export async function payByNetbanking(
  deps: DemoGatewayDeps,
  sessionId: string,
  input: { bankCode: string; outcome: 'approve' | 'decline' },
): Promise<PayOutcome | null | 'unknown-bank'> {
  const bank = DEMO_NETBANKING_BANKS.find((entry) => entry.code === input.bankCode);
  if (!bank) return 'unknown-bank';
  const found = await activeOrder(deps, sessionId);
  if (!found) return null;
  if ('closed' in found) return { kind: 'closed', message: found.closed as string };
  const { order } = found;
  await dropPendingAttempts(deps, order);
  const method: CashfreePaymentMethod = {
    netbanking: { channel: null, netbanking_bank_code: bank.code, netbanking_bank_name: bank.name },
  };
  const pending: PaymentsDemoPaymentsTable = {
    payment_id: `demo_pay_${randomUUID().replaceAll('-', '')}`,
    order_id: order.order_id,
    status: 'PENDING',
    amount_paise: order.amount_paise,
    message: 'Waiting for the bank.',
    card_last4: null,
    created_at: new Date().toISOString(),
    payment_group: 'net_banking',
    method_json: JSON.stringify(method),
    expires_at: null,
  };
  await insertDemoPayment(deps.db, pending);
  const approved = input.outcome === 'approve';
  const change: Settlement = approved
    ? { status: 'SUCCESS', message: SUCCESS_MESSAGE }
    : {
        status: 'FAILED',
        message: `The payment was declined at ${bank.name}. No money was taken.`,
        error_json: JSON.stringify(DECLINED_AT_BANK),
      };
  await settle(deps, order, pending, change);
  return { kind: approved ? 'paid' : 'declined', redirectUrl: returnUrlFor(order), message: change.message };
}
