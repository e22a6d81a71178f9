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
  refund_status: RefundStatus;
  /** Cashfree's words on the status. */
  status_description: string;
  refund_type: 'MERCHANT_INITIATED';
  refund_speed: { requested: string; accepted: string };
  created_at: string;
  processed_at: string | null;
}

export type RefundStatus = 'SUCCESS' | 'PENDING' | 'CANCELLED' | 'ONHOLD' | 'FAILED';

const DESCRIPTIONS: Record<RefundStatus, string> = {
  SUCCESS: 'Refund processed successfully',
  PENDING: 'Refund is being processed',
  ONHOLD: 'Refund is on hold: insufficient balance in the merchant account',
  CANCELLED: 'Refund cancelled by the bank',
  FAILED: 'Refund failed at the bank: the card account is closed',
};

/** Refunds that gave nothing back no longer count against the amount paid. */
const returnsMoney = (refund: RefundEntity) =>
  refund.refund_status !== 'CANCELLED' && refund.refund_status !== 'FAILED';

const REFUND_ID = /^[A-Za-z0-9_-]{3,40}$/;

/**
 * `POST /orders/{order_id}/refunds` and `GET /orders/{order_id}/refunds[/{refund_id}]` (docs/RefundsApi.md,
 * OrderCreateRefundRequest.md): only a PAID order, at most the amount paid in all, refund ids unique per
 * order (409). A new refund answers SUCCESS at once (an instant refund), or in the PENDING mode PENDING, as
 * Cashfree's standard refunds do until the bank settles them (`settle` then moves it on).
 */
export function createRefundDesk() {
  const refunds = new Map<string, RefundEntity[]>();
  const of = (orderId: string) => refunds.get(orderId) ?? [];
  let startAs: RefundStatus = 'SUCCESS';

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
    const refunded = of(order.order_id)
      .filter(returnsMoney)
      .reduce((sum, refund) => sum + Math.round(refund.refund_amount * 100), 0);
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
      refund_status: startAs,
      status_description: DESCRIPTIONS[startAs],
      refund_type: 'MERCHANT_INITIATED',
      refund_speed: { requested: 'STANDARD', accepted: 'STANDARD' },
      created_at: istTime(Date.now()),
      processed_at: startAs === 'SUCCESS' ? istTime(Date.now()) : null,
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

  /** The bank's verdict on a refund: its status (and Cashfree's words for it) change. */
  function settle(orderId: string, refundId: string, status: RefundStatus): RefundEntity {
    const refund = of(orderId).find((entry) => entry.refund_id === refundId);
    if (!refund) throw new Error(`the double has no refund ${refundId} on ${orderId}`);
    refund.refund_status = status;
    refund.status_description = DESCRIPTIONS[status];
    refund.processed_at = status === 'PENDING' || status === 'ONHOLD' ? null : istTime(Date.now());
    return refund;
  }

  const startRefundsAs = (status: RefundStatus) => {
    startAs = status;
  };

  return { create, find, of, settle, startRefundsAs };
}
