import type { OrderStatus } from '@store/shared';
import type { Kysely } from 'kysely';
import { isPostgres } from '../../db/column-types';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import type { Publisher } from '../../lib/event-bus';
import type { ProviderPayment } from '../payments';
import type { CheckoutEvents } from './checkout-deps';
import { nextStatus } from './order-state';
import {
  findOrderById,
  insertPaymentEvent,
  listItems,
  lockOrder,
  type OrderRow,
  type PaymentEventRow,
  updateUnpaidOrder,
} from './orders.repository';

export interface Observation {
  orderId: string;
  /** Where it came from: webhook, status-check, reconcile, session-create. */
  source: string;
  /** Unique key: a second observation with the same key is a duplicate and changes nothing. */
  eventKey: string;
  type: string;
  observed: OrderStatus;
  payment?: ProviderPayment;
}

export interface RecordResult {
  duplicate: boolean;
  status: OrderStatus;
  note: string | null;
}

/** A successful payment must match the order's amount and currency before it can pay it. */
function mismatch(order: OrderRow, payment: ProviderPayment | undefined): string | null {
  if (payment?.status !== 'SUCCESS') return null;
  if (payment.currency !== order.currency) return `currency ${payment.currency} does not match ${order.currency}`;
  if (payment.amountPaise !== Number(order.total_paise))
    return `amount ${payment.amountPaise} does not match ${order.total_paise}`;
  return null;
}

const UNPAID_ENDS = new Set(['FAILED', 'CANCELLED', 'EXPIRED']);

/** The method of the attempt that ended an order unpaid, when the order does not record it yet. */
function failedAttemptMethod(order: OrderRow, status: OrderStatus, payment: ProviderPayment | undefined) {
  if (!UNPAID_ENDS.has(status) || !payment?.method || payment.status === 'SUCCESS') return null;
  return payment.method === order.payment_method ? null : payment.method;
}

/**
 * Records one payment observation in the order's append-only event list and applies it to
 * the order, in one transaction: a duplicate (same event key) is acknowledged and changes
 * nothing, PAID is never left, and a payment with the wrong amount never pays an order.
 */
export async function recordObservation(
  db: Kysely<Database>,
  observation: Observation,
  events?: Publisher<CheckoutEvents>,
): Promise<RecordResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, observation.orderId, isPostgres(db));
      const note = mismatch(order, observation.payment);
      const event: PaymentEventRow = {
        order_id: order.id,
        event_key: observation.eventKey,
        source: observation.source,
        type: observation.type,
        payment_id: observation.payment?.paymentId ?? null,
        payment_status: observation.payment?.status ?? null,
        amount_paise: observation.payment?.amountPaise ?? null,
        currency: observation.payment?.currency ?? null,
        note,
        received_at: new Date().toISOString(),
      };
      await insertPaymentEvent(trx, event);
      const status = note ? order.status : nextStatus(order.status, observation.observed);
      const attemptMethod = failedAttemptMethod(order, status, observation.payment);
      if (status !== order.status || attemptMethod) {
        const now = new Date().toISOString();
        const paid = status === 'PAID' ? observation.payment : undefined;
        await updateUnpaidOrder(trx, order.id, {
          status,
          updated_at: now,
          // An unpaid order keeps the method of its last attempt: the reason shown for it depends on it (UPI).
          ...(attemptMethod ? { payment_method: attemptMethod } : {}),
          ...(status === 'PAID'
            ? {
                paid_at: now,
                provider_payment_id: paid?.paymentId ?? order.provider_payment_id,
                payment_method: paid?.method ?? order.payment_method,
                card_last4: paid?.last4 ?? order.card_last4,
                payment_method_detail: paid?.methodDetail ?? order.payment_method_detail ?? null,
              }
            : {}),
        });
        // Only the transaction that moved the order to PAID gets here: PAID is final.
        if (status === 'PAID' && events) {
          const paidOrder = await lockOrder(trx, order.id, false);
          const items = await listItems(trx, [order.id]);
          await events.publish(trx, 'OrderPaid', { order: paidOrder, items });
        }
        if (status !== order.status && (status === 'FAILED' || status === 'EXPIRED') && events) {
          const ended = await lockOrder(trx, order.id, false);
          const items = await listItems(trx, [order.id]);
          await events.publish(trx, 'OrderUnpaid', { order: ended, items, status });
        }
      }
      return { duplicate: false, status, note };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const order = await findOrderById(db, observation.orderId);
    if (!order) throw error;
    return { duplicate: true, status: order.status, note: null };
  }
}
