import { rupeesToPaise } from '@store/shared';
import type { ProviderPayment, ProviderRefund } from './provider';

/** Cashfree's payment and refund entities, as far as the store reads them, and their provider-neutral forms. */
export interface CashfreePaymentEntity {
  cf_payment_id?: string | number;
  payment_status?: string;
  payment_amount?: number;
  payment_currency?: string;
  payment_group?: string;
  payment_method?: { card?: { card_number?: string } } & Record<string, unknown>;
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
