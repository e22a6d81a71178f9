import { randomInt } from 'node:crypto';
import { type Answer, apiError, invalid, json } from './api-error';
import { istTime, type OrderEntity } from './entities';

/** The refund entity (cashfree-pg-sdk-nodejs docs/RefundEntity.md), as the double answers it. */
export interface RefundEntity {
  cf_payment_id: string;
  cf_refund_id: string;
  refund_id: string;
  order_id: string;
  entity: 'refund';
  refund_amount: number;
  refund_currency: 'INR';
  refund_note: string | null;
  refund_status: 'SUCCESS' | 'PENDING' | 'CANCELLED' | 'ONHOLD' | 'FAILED';
  refund_type: 'MERCHANT_INITIATED';
  refund_speed: { requested: string; accepted: string };
  created_at: string;
}

const REFUND_ID = /^[A-Za-z0-9_-]{3,40}$/;

/**
 * `POST /orders/{order_id}/refunds` and `GET /orders/{order_id}/refunds[/{refund_id}]` (docs/RefundsApi.md,
 * OrderCreateRefundRequest.md): only a PAID order, at most the amount paid in all, refund ids unique per
 * order (409). A new refund answers PENDING, as Cashfree's does until the bank settles it.
 */
export function createRefundDesk() {
  const refunds = new Map<string, RefundEntity[]>();
  const of = (orderId: string) => refunds.get(orderId) ?? [];

  function create(order: OrderEntity, body: unknown): Answer {
    const request = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const amount = request.refund_amount;
    const refundId = request.refund_id;
    const note = request.refund_note;
    if (typeof amount !== 'number' || !(amount > 0) || Math.round(amount * 100) !== amount * 100)
      return invalid('refund_amount_invalid', 'refund_amount : should be a positive number with at most 2 decimals');
    if (typeof refundId !== 'string' || !REFUND_ID.test(refundId))
      return invalid('refund_id_invalid', 'refund_id : should be 3-40 letters, digits, _ or -');
    if (note !== undefined && (typeof note !== 'string' || note.length < 3 || note.length > 100))
      return invalid('refund_note_invalid', 'refund_note : should be 3-100 characters');
    if (order.order_status !== 'PAID') return invalid('order_not_paid', 'refund can be created only for a paid order');
    if (of(order.order_id).some((refund) => refund.refund_id === refundId))
      return apiError(409, 'refund_already_exists', 'invalid_request_error', 'refund with same refund_id exists');
    const refunded = of(order.order_id).reduce((sum, refund) => sum + Math.round(refund.refund_amount * 100), 0);
    if (refunded + Math.round(amount * 100) > Math.round(order.order_amount * 100))
      return invalid('refund_amount_invalid', 'refund amount is more than the amount that can be refunded');
    const refund: RefundEntity = {
      cf_payment_id: String(randomInt(1e9)),
      cf_refund_id: String(randomInt(1e9)),
      refund_id: refundId,
      order_id: order.order_id,
      entity: 'refund',
      refund_amount: amount,
      refund_currency: 'INR',
      refund_note: typeof note === 'string' ? note : null,
      refund_status: 'PENDING',
      refund_type: 'MERCHANT_INITIATED',
      refund_speed: { requested: 'STANDARD', accepted: 'STANDARD' },
      created_at: istTime(Date.now()),
    };
    refunds.set(order.order_id, [...of(order.order_id), refund]);
    return json(200, refund);
  }

  function find(order: OrderEntity, refundId?: string): Answer {
    if (refundId === undefined) return json(200, of(order.order_id));
    const refund = of(order.order_id).find((entry) => entry.refund_id === refundId);
    return refund
      ? json(200, refund)
      : apiError(404, 'refund_not_found', 'invalid_request_error', 'refund does not exist');
  }

  return { create, find, of };
}
