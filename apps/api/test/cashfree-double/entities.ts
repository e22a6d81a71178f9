import { randomBytes, randomInt } from 'node:crypto';
import type { CreateOrderBody } from './validate-order';

export type PaymentStatus = 'SUCCESS' | 'FAILED' | 'USER_DROPPED';

/** The order entity (cashfree-pg-sdk-nodejs docs/OrderEntity.md), as the double answers it. */
export interface OrderEntity {
  cf_order_id: string;
  order_id: string;
  entity: 'order';
  order_currency: string;
  order_amount: number;
  order_status: 'ACTIVE' | 'PAID' | 'EXPIRED' | 'TERMINATED';
  payment_session_id: string;
  order_expiry_time: string;
  order_note: string | null;
  created_at: string;
  customer_details: CreateOrderBody['customer_details'];
  order_meta: { return_url: string | null; notify_url: string | null; payment_methods: string | null };
  order_tags: null;
}

/** The payment entity (docs/PaymentEntity.md), one per attempt. */
export interface PaymentEntity {
  cf_payment_id: string;
  order_id: string;
  entity: 'payment';
  payment_status: PaymentStatus;
  payment_amount: number;
  payment_currency: string;
  payment_message: string;
  payment_time: string;
  payment_completion_time: string;
  bank_reference: string;
  auth_id: string | null;
  payment_group: 'credit_card';
  payment_method: { card: { channel: 'link'; card_number: string; card_network: 'visa'; card_type: 'credit_card' } };
  error_details: null | { error_code: string; error_description: string };
  is_captured: boolean;
}

const IST_OFFSET_MS = 330 * 60_000;

/** Cashfree answers times in India time with an explicit offset, e.g. 2024-06-20T17:30:00+05:30. */
export const istTime = (ms: number) => `${new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;

const digits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');

export function newOrderEntity(body: CreateOrderBody, now = Date.now()): OrderEntity {
  const expiry = body.order_expiry_time ? Date.parse(body.order_expiry_time) : now + 30 * 24 * 3600_000;
  return {
    cf_order_id: digits(10),
    order_id: body.order_id,
    entity: 'order',
    order_currency: body.order_currency,
    order_amount: body.order_amount,
    order_status: 'ACTIVE',
    payment_session_id: `session_${randomBytes(48).toString('base64url')}payment`,
    order_expiry_time: istTime(expiry),
    order_note: body.order_note ?? null,
    created_at: istTime(now),
    customer_details: body.customer_details,
    order_meta: {
      return_url: body.order_meta?.return_url ?? null,
      notify_url: body.order_meta?.notify_url ?? null,
      payment_methods: body.order_meta?.payment_methods ?? null,
    },
    order_tags: null,
  };
}

const MESSAGES: Record<PaymentStatus, string> = {
  SUCCESS: 'Transaction Successful',
  FAILED: 'Transaction declined by the issuing bank',
  USER_DROPPED: 'User dropped and did not complete the two factor authentication',
};

export function newPaymentEntity(order: OrderEntity, status: PaymentStatus, amount: number): PaymentEntity {
  const now = istTime(Date.now());
  return {
    cf_payment_id: digits(13),
    order_id: order.order_id,
    entity: 'payment',
    payment_status: status,
    payment_amount: amount,
    payment_currency: order.order_currency,
    payment_message: MESSAGES[status],
    payment_time: now,
    payment_completion_time: now,
    bank_reference: digits(10),
    auth_id: status === 'SUCCESS' ? digits(6) : null,
    payment_group: 'credit_card',
    payment_method: {
      card: { channel: 'link', card_number: 'XXXXXXXXXXXX1111', card_network: 'visa', card_type: 'credit_card' },
    },
    error_details:
      status === 'SUCCESS'
        ? null
        : { error_code: status === 'FAILED' ? 'DECLINED' : 'USER_DROPPED', error_description: MESSAGES[status] },
    is_captured: status === 'SUCCESS',
  };
}
