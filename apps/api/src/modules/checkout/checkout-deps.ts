import type { PlanLineInput } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Publisher, Subscriber } from '../../lib/event-bus';
import type { PaymentProvider } from '../payments';
import type { EncRespCodec } from './enc-resp';
import type { OrderItemRow, OrderRow } from './orders.repository';

/** A plan line of a cart priced by the plans module: its title names the months bought. */
export interface PricedPlanLine {
  planId: string;
  title: string;
  months: number;
  pricePaise: number;
}

/** An order at the moment it became PAID, with its lines. */
export interface PaidOrder {
  order: OrderRow;
  items: OrderItemRow[];
}

/** An order whose payment attempt ended without money: the provider declined it, or its session ran out. */
export interface UnpaidOrder extends PaidOrder {
  status: 'FAILED' | 'EXPIRED';
}

/**
 * One order line given back by a refund, by its position and how many units of it: a design's units, or
 * on a plan line (`months` set, equal to quantity) its last months, those not started.
 */
export interface RefundedLine {
  position: number;
  quantity: number;
  months?: number;
  /** The taxable value given back for these units, in paise. */
  taxablePaise?: number;
  /** Units (a plan line: months) of the line left after this refund; 0 once it went back in full. */
  left?: number;
}

/** A paid order an admin refunded: the provider's refund id, the admin's reason and what it gave back. */
export interface RefundedOrder extends PaidOrder {
  refundId: string;
  reason: string;
  /** Every line in full (the only refund today), or the lines a partial refund gives back. */
  lines: 'all' | RefundedLine[];
  /** A partial refund's amounts in paise (the credit note's); absent when the whole order goes back. */
  amounts?: { taxablePaise: number; gstPaise: number; totalPaise: number };
}

/**
 * Checkout's events, each published once per order inside the transaction that moves the order (PAID is
 * final, so OrderPaid comes once however often the payment is reported): what a subscriber writes (an
 * invoice, a queued mail, projects) commits with the move or not at all.
 */
export interface CheckoutEvents {
  OrderPaid: PaidOrder;
  /** A payment failed or its session expired (a cancelled payment publishes nothing: the customer chose to stop). */
  OrderUnpaid: UnpaidOrder;
  OrderRefunded: RefundedOrder;
}

declare module '../module' {
  interface DomainEvents extends CheckoutEvents {}
}

/** A reaction to a paid order, in the payment's transaction. */
export type OrderPaidListener = Subscriber<PaidOrder>;

export interface CheckoutDeps {
  db: Kysely<Database>;
  provider: PaymentProvider;
  encResp: EncRespCodec;
  /** The store's public address (return and notify URLs), from configuration only, never from a request. */
  publicUrl: string;
  events: Publisher<CheckoutEvents>;
  /** The cart's plan lines priced from the store's own plans (the plans module's word). */
  pricePlanLines: (db: Kysely<Database>, lines: readonly PlanLineInput[]) => Promise<PricedPlanLine[]>;
  /** Months of a plan line not started yet nor refunded (the plans module's word); none without it. */
  unstartedPlanMonths?: (db: Kysely<Database>, orderId: string, position: number) => Promise<number>;
  /** OrderPaid's subscribers, live (what publish runs): a test adds its own here. */
  onOrderPaid?: OrderPaidListener[];
}

/** Payment sessions (and provider orders) stay open this long. */
export const SESSION_LIFETIME_MS = 30 * 60_000;
