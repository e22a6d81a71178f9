import type { OrderStatus } from '@store/shared';
import type { ProviderOrderState, ProviderPayment } from '../payments';

/**
 * The order status machine: PENDING → PAID | FAILED | CANCELLED | EXPIRED. PAID is final for
 * payments: nothing they report moves an order out of it, nor out of REFUNDED (only an admin's
 * refund moves PAID to REFUNDED, apart from this machine). A later successful attempt may still pay a FAILED,
 * CANCELLED or EXPIRED order (the provider took the money), and attempts may fail in turn.
 */
export function nextStatus(current: OrderStatus, observed: OrderStatus): OrderStatus {
  if (current === 'PAID' || current === 'REFUNDED') return current;
  if (observed === 'PENDING') return current;
  if (current === 'EXPIRED' && observed !== 'PAID') return 'EXPIRED';
  return observed;
}

/** What a single payment attempt says about the order. */
export function statusOfPayment(payment: ProviderPayment): OrderStatus {
  switch (payment.status) {
    case 'SUCCESS':
      return 'PAID';
    case 'FAILED':
      // A UPI request the payer's app never approved in time expired; one declined failed.
      return payment.expired ? 'EXPIRED' : 'FAILED';
    case 'USER_DROPPED':
    case 'CANCELLED':
    case 'VOID':
      return 'CANCELLED';
    default:
      return 'PENDING';
  }
}

/** The order's status as the provider reports it now; a successful attempt anywhere means paid. */
export function statusOfProviderOrder(state: ProviderOrderState): OrderStatus {
  if (state.orderStatus === 'PAID' || state.payments.some((payment) => payment.status === 'SUCCESS')) return 'PAID';
  if (state.orderStatus === 'EXPIRED' || state.orderStatus === 'TERMINATED') return 'EXPIRED';
  const latest = state.payments.at(-1);
  return latest ? statusOfPayment(latest) : 'PENDING';
}
