import { paiseToRupees } from '@store/shared';
import type { CashfreePaymentMethod } from '../cashfree-entities';
import type { PaymentsDemoOrdersTable, PaymentsDemoPaymentsTable } from '../payments.tables';

type DemoPayment = Pick<
  PaymentsDemoPaymentsTable,
  'payment_id' | 'order_id' | 'status' | 'amount_paise' | 'message' | 'card_last4'
> &
  Partial<Pick<PaymentsDemoPaymentsTable, 'payment_group' | 'method_json' | 'error_json'>>;

const parsed = <T>(json: string | null | undefined): T | null => (json ? (JSON.parse(json) as T) : null);

/** Card attempts made before methods were kept: a credit card with its last 4. */
const legacyCard = (payment: DemoPayment): CashfreePaymentMethod => ({
  card: { card_number: payment.card_last4 ? `XXXXXXXXXXXX${payment.card_last4}` : null },
});

/**
 * A demo attempt as Cashfree's payment entity (Get Payments, and `data.payment` of a webhook): the group and
 * method object per method (`{ upi: { channel, upi_id } }`, `{ netbanking: { netbanking_bank_code,
 * netbanking_bank_name } }`, `{ card: { … } }`), and error_details on a failed attempt.
 */
export function paymentEntity(payment: DemoPayment) {
  const method = parsed<CashfreePaymentMethod>(payment.method_json) ?? legacyCard(payment);
  // The payer's UPI id is known once their app answers.
  if (method.upi && payment.status === 'PENDING') method.upi = { ...method.upi, upi_id: null };
  return {
    cf_payment_id: payment.payment_id,
    order_id: payment.order_id,
    payment_status: payment.status,
    payment_amount: paiseToRupees(payment.amount_paise),
    payment_currency: 'INR',
    payment_message: payment.message,
    payment_group: payment.payment_group ?? 'credit_card',
    payment_method: method,
    error_details: parsed<Record<string, string>>(payment.error_json),
  };
}

const WEBHOOK_TYPES: Record<string, string> = {
  SUCCESS: 'PAYMENT_SUCCESS_WEBHOOK',
  FAILED: 'PAYMENT_FAILED_WEBHOOK',
};

/** The signed webhook's body for a settled attempt, in Cashfree's 2025-01-01 shape. */
export function webhookBody(order: PaymentsDemoOrdersTable, payment: DemoPayment): string {
  const { order_id: _order, error_details, ...entity } = paymentEntity(payment);
  return JSON.stringify({
    type: WEBHOOK_TYPES[payment.status] ?? 'PAYMENT_USER_DROPPED_WEBHOOK',
    event_time: new Date().toISOString(),
    data: {
      order: {
        order_id: order.order_id,
        order_amount: paiseToRupees(order.amount_paise),
        order_currency: order.currency,
      },
      payment: entity,
      error_details,
    },
  });
}
