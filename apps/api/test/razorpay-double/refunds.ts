import { type Answer, json, razorpayError } from './api-error';
import { type PaymentEntity, type RefundEntity, type RefundStatus, razorpayId, unixNow } from './entities';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,}$/;
const FIELDS = new Set(['amount', 'speed', 'notes', 'receipt']);

/**
 * `POST /v1/payments/:id/refund` with `X-Refund-Idempotency` (same key and body: the same refund; same key,
 * another body: 400), `GET /v1/payments/:id/refunds`, `GET /v1/refunds/:id`. Only a captured payment, at
 * most what is left of it. New refunds start `processed`, or `pending` until `settle`.
 */
export function createRefundDesk() {
  const refunds: RefundEntity[] = [];
  const byKey = new Map<string, { body: string; refund: RefundEntity }>();
  let startAs: RefundStatus = 'processed';

  const of = (paymentId: string) => refunds.filter((refund) => refund.payment_id === paymentId);
  const givenBack = (payment: PaymentEntity) =>
    of(payment.id)
      .filter((refund) => refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amount, 0);

  function recount(payment: PaymentEntity) {
    payment.amount_refunded = givenBack(payment);
    payment.refund_status =
      payment.amount_refunded === 0 ? null : payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.captured) payment.status = payment.refund_status === 'full' ? 'refunded' : 'captured';
  }

  function create(payment: PaymentEntity, raw: string, key: string | undefined): Answer {
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
      return razorpayError(400, 'The idempotency key must be at least 10 letters, digits, - or _');
    const known = key === undefined ? undefined : byKey.get(key);
    if (known)
      return known.body === raw
        ? json(200, known.refund)
        : razorpayError(400, 'Different request with the same idempotency key has already been processed.');
    let body: Record<string, unknown>;
    try {
      body = raw === '' ? {} : JSON.parse(raw);
    } catch {
      return razorpayError(400, 'The request body is not valid JSON');
    }
    const extra = Object.keys(body).find((field) => !FIELDS.has(field));
    if (extra) return razorpayError(400, `${extra} is/are not required and should not be sent`, { field: extra });
    if (!payment.captured) return razorpayError(400, 'Only captured payments can be refunded');
    const left = payment.amount - givenBack(payment);
    const amount = body.amount ?? left;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      return razorpayError(400, 'The amount must be atleast INR 1.00', { field: 'amount' });
    if (amount > left)
      return razorpayError(400, 'The refund amount provided is greater than amount captured', { field: 'amount' });
    if (body.receipt !== undefined && (typeof body.receipt !== 'string' || body.receipt.length > 40))
      return razorpayError(400, 'The receipt may not be greater than 40 characters.', { field: 'receipt' });
    const refund: RefundEntity = {
      id: razorpayId('rfnd'),
      entity: 'refund',
      amount,
      currency: 'INR',
      payment_id: payment.id,
      notes: (body.notes as Record<string, string> | undefined) ?? [],
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      acquirer_data: { arn: null },
      created_at: unixNow(),
      batch_id: null,
      status: startAs,
      speed_processed: 'normal',
      speed_requested: body.speed === 'optimum' ? 'optimum' : 'normal',
    };
    refunds.push(refund);
    recount(payment);
    if (key !== undefined) byKey.set(key, { body: raw, refund });
    return json(200, refund);
  }

  /** The bank's verdict on a refund (by Razorpay's id or our receipt). */
  function settle(payment: PaymentEntity, refundId: string, status: RefundStatus): RefundEntity {
    const refund = of(payment.id).find((entry) => entry.id === refundId || entry.receipt === refundId);
    if (!refund) throw new Error(`the double has no refund ${refundId} on ${payment.id}`);
    refund.status = status;
    recount(payment);
    return refund;
  }

  return {
    create,
    settle,
    of,
    find: (refundId: string) => refunds.find((refund) => refund.id === refundId),
    all: () => [...refunds],
    startRefundsAs: (status: RefundStatus) => {
      startAs = status;
    },
  };
}
