import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaymentProvider } from '../payments';
import type { EncRespCodec } from './enc-resp';
import type { OrderItemRow, OrderRow } from './orders.repository';

/** An order at the moment it became PAID, with its lines. */
export interface PaidOrder {
  order: OrderRow;
  items: OrderItemRow[];
}

/**
 * Runs inside the transaction that marks the order PAID, once per order: what it writes (an
 * invoice, a queued mail, projects) commits with the payment or not at all. Other modules
 * subscribe from app.ts; checkout imports none of them.
 */
export type OrderPaidListener = (trx: Transaction<Database>, paid: PaidOrder) => Promise<void>;

/** An order whose payment attempt ended without money: the provider declined it, or its session ran out. */
export interface UnpaidOrder extends PaidOrder {
  status: 'FAILED' | 'EXPIRED';
}

/** Runs inside the transaction that moves an order to FAILED or EXPIRED (a queued mail commits with it). */
export type OrderUnpaidListener = (trx: Transaction<Database>, unpaid: UnpaidOrder) => Promise<void>;

/** A paid order an admin refunded in full: the provider's refund id and the admin's reason. */
export interface RefundedOrder extends PaidOrder {
  refundId: string;
  reason: string;
}

/** Runs inside the transaction that moves an order to REFUNDED, once per order (a credit note, a mail). */
export type OrderRefundedListener = (trx: Transaction<Database>, refunded: RefundedOrder) => Promise<void>;

/** The listeners a recorded payment observation calls. */
export type OrderListeners = Pick<CheckoutDeps, 'onOrderPaid' | 'onOrderUnpaid'>;

export interface CheckoutDeps {
  db: Kysely<Database>;
  provider: PaymentProvider;
  encResp: EncRespCodec;
  /** The store's public address (return and notify URLs), from configuration only, never from a request. */
  publicUrl: string;
  /** What else happens when an order is paid (see OrderPaidListener). */
  onOrderPaid?: OrderPaidListener[];
  /** What else happens when a payment fails or its session expires (see OrderUnpaidListener). */
  onOrderUnpaid?: OrderUnpaidListener[];
  /** What else happens when an admin refunds an order (see OrderRefundedListener). */
  onOrderRefunded?: OrderRefundedListener[];
}

/** Payment sessions (and provider orders) stay open this long. */
export const SESSION_LIFETIME_MS = 30 * 60_000;
