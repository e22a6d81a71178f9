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

/** `gaurav.kumar@okhdfc` → `ga****@okhdfc`: enough for the buyer to recognise, not to reuse. */
export function maskVpa(vpa: string): string {
  const at = vpa.lastIndexOf('@');
  const name = at >= 0 ? vpa.slice(0, at) : vpa;
  const handle = at >= 0 ? vpa.slice(at) : '';
  return `${name.slice(0, Math.min(2, Math.max(name.length - 1, 0)))}****${handle}`;
}

function methodDetail(entity: RazorpayPaymentEntity): string | null {
  switch (entity.method) {
    case 'upi': {
      const vpa = entity.vpa ?? entity.upi?.vpa;
      return vpa ? maskVpa(vpa) : null;
    }
    case 'card':
      return entity.card?.last4 ? `${entity.card.network ?? 'Card'} ending ${entity.card.last4}` : null;
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
