import { cardDetail, isTimeoutReason, upiDetail } from './payment-method-detail';
import type { ProviderPayment, ProviderRefund } from './provider';

/** Razorpay's payment, refund and order entities, as far as the store reads them (amounts in paise). */
export interface RazorpayPaymentEntity {
  id?: string;
  order_id?: string | null;
  /** created, authorized, captured, refunded or failed. */
  status?: string;
  amount?: number;
  currency?: string;
  /** card, upi, netbanking, wallet, emi, … */
  method?: string | null;
  card?: { last4?: string | null; network?: string | null } | null;
  vpa?: string | null;
  upi?: { vpa?: string | null } | null;
  bank?: string | null;
  wallet?: string | null;
  error_description?: string | null;
  /** Why a failed payment failed (`payment_declined`, `payment_timed_out`, …). */
  error_reason?: string | null;
  created_at?: number;
}

export interface RazorpayRefundEntity {
  id?: string;
  payment_id?: string;
  amount?: number;
  /** Our refund id, sent as `receipt`. */
  receipt?: string | null;
  /** pending, processed or failed. */
  status?: string;
}

export interface RazorpayOrderEntity {
  id?: string;
  amount?: number;
  currency?: string;
  receipt?: string | null;
  /** created, attempted or paid. */
  status?: string;
}

const PAYMENT_STATUS: Record<string, string> = {
  captured: 'SUCCESS',
  failed: 'FAILED',
  created: 'PENDING',
  // Taken but not yet captured: Razorpay captures it (or refunds it after 3 days), so not paid yet.
  authorized: 'PENDING',
};

const REFUND_STATUS: Record<string, string> = { processed: 'SUCCESS', pending: 'PENDING', failed: 'FAILED' };

function methodDetail(entity: RazorpayPaymentEntity): string | null {
  switch (entity.method) {
    case 'upi':
      return upiDetail(entity.vpa ?? entity.upi?.vpa);
    case 'card':
      return cardDetail(entity.card?.network, entity.card?.last4);
    case 'netbanking':
      return entity.bank ?? null;
    case 'wallet':
      return entity.wallet ?? null;
    default:
      return null;
  }
}

export function toPayment(entity: RazorpayPaymentEntity): ProviderPayment {
  const status = entity.status ?? 'unknown';
  return {
    paymentId: entity.id ?? '',
    status: PAYMENT_STATUS[status] ?? status.toUpperCase(),
    amountPaise: typeof entity.amount === 'number' ? entity.amount : 0,
    currency: entity.currency ?? 'INR',
    method: entity.method ?? null,
    last4: entity.method === 'card' ? (entity.card?.last4 ?? null) : null,
    methodDetail: methodDetail(entity),
    expired: status === 'failed' && isTimeoutReason(entity.error_reason),
  };
}

export function toRefund(entity: RazorpayRefundEntity, refundId: string): ProviderRefund {
  const status = entity.status ?? 'unknown';
  return {
    refundId: entity.receipt ?? refundId,
    status: REFUND_STATUS[status] ?? status.toUpperCase(),
    amountPaise: typeof entity.amount === 'number' ? entity.amount : 0,
    // Razorpay gives no words on a refund's status; the admin sees why it ended.
    message: status === 'failed' ? 'Razorpay reports that the refund failed.' : null,
  };
}
