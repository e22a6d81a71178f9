import { rupeesToPaise } from '@store/shared';
import { cardDetail, isTimeoutReason, upiDetail } from './payment-method-detail';
import type { ProviderPayment, ProviderRefund } from './provider';

/** Cashfree's payment and refund entities, as far as the store reads them, and their provider-neutral forms. */
export interface CashfreePaymentEntity {
  cf_payment_id?: string | number;
  payment_status?: string;
  payment_amount?: number;
  payment_currency?: string;
  payment_group?: string;
  payment_method?: CashfreePaymentMethod;
  /** Present on failed attempts only. */
  error_details?: { error_code?: string | null; error_reason?: string | null; error_source?: string | null } | null;
}

/** Cashfree's payment_method object: one key per method (PaymentMethod…InPaymentsEntity in its API reference). */
export interface CashfreePaymentMethod {
  card?: {
    channel?: string | null;
    card_number?: string | null;
    card_network?: string | null;
    card_type?: string | null;
  } | null;
  upi?: { channel?: string | null; upi_id?: string | null } | null;
  netbanking?: {
    channel?: string | null;
    netbanking_bank_code?: string | number | null;
    netbanking_bank_name?: string | null;
  } | null;
  app?: { channel?: string | null; provider?: string | null } | null;
}

/** The record of where the money came from: masked UPI id, card network and last 4, bank or wallet app. */
function methodDetail(method: CashfreePaymentMethod | undefined): string | null {
  if (method?.upi) return upiDetail(method.upi.upi_id);
  if (method?.card) return cardDetail(method.card.card_network, method.card.card_number?.slice(-4));
  if (method?.netbanking) return method.netbanking.netbanking_bank_name ?? null;
  if (method?.app) return method.app.provider ?? null;
  return null;
}

export interface CashfreeRefundEntity {
  refund_id?: string;
  refund_status?: string;
  refund_amount?: number;
  status_description?: string | null;
}

/** The refund in a REFUND_STATUS_WEBHOOK: the refund entity with its order id. */
export interface RefundEventEntity extends CashfreeRefundEntity {
  order_id?: string;
}

export function toPayment(entity: CashfreePaymentEntity): ProviderPayment {
  const cardNumber = entity.payment_method?.card?.card_number;
  return {
    paymentId: String(entity.cf_payment_id ?? ''),
    status: entity.payment_status ?? 'UNKNOWN',
    amountPaise: rupeesToPaise(entity.payment_amount ?? 0),
    currency: entity.payment_currency ?? 'INR',
    method: entity.payment_group ?? null,
    last4: cardNumber ? cardNumber.slice(-4) : null,
    methodDetail: methodDetail(entity.payment_method),
    expired: entity.payment_status === 'FAILED' && isTimeoutReason(entity.error_details?.error_reason),
  };
}

export function toRefund(entity: CashfreeRefundEntity, refundId: string): ProviderRefund {
  return {
    refundId: entity.refund_id ?? refundId,
    status: entity.refund_status ?? 'UNKNOWN',
    amountPaise: rupeesToPaise(entity.refund_amount ?? 0),
    message: typeof entity.status_description === 'string' ? entity.status_description : null,
  };
}
