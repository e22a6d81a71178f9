import { randomBytes } from 'node:crypto';

/** Razorpay's entities as its API reference shows them (amounts in paise, times in Unix seconds). */
export interface OrderEntity {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string> | [];
  created_at: number;
}

export type PaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
export type PaymentMethod = 'card' | 'upi' | 'netbanking' | 'wallet';

export interface PaymentEntity {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: PaymentStatus;
  order_id: string;
  invoice_id: null;
  international: boolean;
  method: PaymentMethod;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  card_id: string | null;
  card: {
    id: string;
    entity: 'card';
    name: string;
    last4: string;
    network: string;
    type: 'credit';
    issuer: null;
    international: false;
    emi: false;
  } | null;
  bank: string | null;
  wallet: string | null;
  vpa: string | null;
  upi?: { payer_account_type: 'bank_account'; vpa: string };
  email: string;
  contact: string;
  notes: Record<string, string> | [];
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
}

export type RefundStatus = 'pending' | 'processed' | 'failed';

export interface RefundEntity {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  notes: Record<string, string> | [];
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: RefundStatus;
  speed_processed: 'normal';
  speed_requested: 'normal' | 'optimum';
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay ids: a prefix and 14 characters, `order_EKwxwAgItmmXdp`. */
export const razorpayId = (prefix: string) =>
  `${prefix}_${[...randomBytes(14)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;

export const unixNow = () => Math.floor(Date.now() / 1000);

export function newPaymentEntity(
  order: OrderEntity,
  attempt: { status: PaymentStatus; amount: number; method: PaymentMethod; createdAt: number },
): PaymentEntity {
  const failed = attempt.status === 'failed';
  const { method } = attempt;
  return {
    id: razorpayId('pay'),
    entity: 'payment',
    amount: attempt.amount,
    currency: 'INR',
    status: attempt.status,
    order_id: order.id,
    invoice_id: null,
    international: false,
    method,
    amount_refunded: 0,
    refund_status: null,
    captured: attempt.status === 'captured',
    description: null,
    card_id: method === 'card' ? razorpayId('card') : null,
    card:
      method === 'card'
        ? {
            id: razorpayId('card'),
            entity: 'card',
            name: 'Gaurav Kumar',
            last4: '1111',
            network: 'Visa',
            type: 'credit',
            issuer: null,
            international: false,
            emi: false,
          }
        : null,
    bank: method === 'netbanking' ? 'HDFC' : null,
    wallet: method === 'wallet' ? 'paytm' : null,
    vpa: method === 'upi' ? 'gaurav.kumar@exampleupi' : null,
    ...(method === 'upi' ? { upi: { payer_account_type: 'bank_account', vpa: 'gaurav.kumar@exampleupi' } } : {}),
    email: 'gaurav.kumar@example.com',
    contact: '+919876543210',
    notes: [],
    fee: failed ? null : Math.round(attempt.amount * 0.02),
    tax: failed ? null : Math.round(attempt.amount * 0.0036),
    error_code: failed ? 'BAD_REQUEST_ERROR' : null,
    error_description: failed ? 'Payment failed due to incorrect card details' : null,
    error_source: failed ? 'customer' : null,
    error_step: failed ? 'payment_authentication' : null,
    error_reason: failed ? 'incorrect_card_details' : null,
    acquirer_data: { auth_code: failed ? null : '828553' },
    created_at: attempt.createdAt,
  };
}
