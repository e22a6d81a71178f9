import type { Generated } from 'kysely';

/** The checkout module's tables: orders with their lines, payment events and idempotency keys. */
export interface CheckoutOrdersTable {
  id: string;
  /** ORD-YYYYMMDD-XXXX: shown to customers and used as the provider's order id. */
  order_number: string;
  user_id: string;
  customer_name: string;
  customer_email: string;
  phone: string;
  subtotal_paise: number;
  gst_paise: number;
  total_paise: number;
  currency: string;
  status: 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED' | 'EXPIRED' | 'REFUNDED';
  provider: string;
  payment_session_id: string | null;
  session_expires_at: string | null;
  provider_payment_id: string | null;
  payment_method: string | null;
  card_last4: string | null;
  /** A masked UPI id, card network and last 4, bank or wallet (migration 0024); null when not reported. */
  payment_method_detail?: string | null;
  paid_at: string | null;
  /** A reconciliation run holds the order until then, so two runs never check it at once. */
  reconcile_lock_until: string | null;
  created_at: string;
  updated_at: string;
  /** Billing details as given at checkout (migration 0014); null on orders placed without them. */
  billing_name?: string | null;
  /** GST state code of the billing address. */
  billing_state_code?: string | null;
  /** The buyer's GSTIN when registered (claims input tax credit), with its registered business name. */
  buyer_gstin?: string | null;
  buyer_business_name?: string | null;
  /** The recipient's address for the invoice as given at checkout (migration 0022); null when none. */
  billing_address?: string | null;
}

export interface CheckoutOrderItemsTable {
  order_id: string;
  position: number;
  design_id: string;
  title: string;
  unit_price_paise: number;
  quantity: number;
  /** Set on a marketing plan's line (quantity 1, the price of all its months): design_id then holds the plan id. */
  plan_months?: number | null;
  /** The line's SAC from the settings when the order was placed (migration 0022); null on older lines. */
  sac?: string | null;
}

export interface CheckoutPaymentEventsTable {
  id: Generated<number>;
  order_id: string;
  /** Unique per provider event: duplicates and replays are recorded once. */
  event_key: string;
  source: string;
  type: string;
  payment_id: string | null;
  payment_status: string | null;
  amount_paise: number | null;
  currency: string | null;
  note: string | null;
  received_at: string;
}

export interface CheckoutIdempotencyKeysTable {
  user_id: string;
  key: string;
  request_hash: string;
  order_id: string;
  created_at: string;
}

/**
 * Orders and revenue per status, month paid (YYYY-MM, '' when unpaid) and demo flag (1: the demo
 * provider). Kept by database triggers on checkout_orders in the same transaction as every order
 * change (migration 0018), so the dashboard never scans the orders; never written by the app.
 */
export interface CheckoutOrderFiguresTable {
  status: CheckoutOrdersTable['status'];
  paid_month: string;
  demo: number;
  orders: number;
  revenue_paise: number;
}

/**
 * One call to the provider's refunds API (migration 0019), keyed by our refund id: the first attempt of
 * an order is `refund-<order number>`, a new one after a FAILED attempt `refund-<order number>-<n>`. At
 * most one attempt of an order is PENDING; SUCCESS is final and is when the order became REFUNDED.
 */
export interface CheckoutRefundsTable {
  refund_id: string;
  order_id: string;
  /** 1, 2, … per order. */
  attempt: number;
  status: 'PENDING' | 'SUCCESS' | 'FAILED';
  amount_paise: number;
  reason: string;
  /** The provider's last word (SUCCESS, PENDING, ONHOLD, CANCELLED, FAILED); null until it answers. */
  provider_status: string | null;
  provider_message: string | null;
  requested_at: string;
  /** When it became SUCCESS or FAILED. */
  settled_at: string | null;
  /** A pending attempt's next status check is due then; a check claims it by moving this on. */
  check_after: string;
  /** A partial refund's taxable value and GST (migration 0028); null on a refund of the whole order. */
  taxable_paise?: number | null;
  gst_paise?: number | null;
}

/** What a partial refund attempt gives back (migration 0028): units of a design line, or months of a plan line. */
export interface CheckoutRefundLinesTable {
  refund_id: string;
  position: number;
  units: number;
  taxable_paise: number;
}

export interface CheckoutTables {
  checkout_orders: CheckoutOrdersTable;
  checkout_order_items: CheckoutOrderItemsTable;
  checkout_payment_events: CheckoutPaymentEventsTable;
  checkout_idempotency_keys: CheckoutIdempotencyKeysTable;
  checkout_order_figures: CheckoutOrderFiguresTable;
  checkout_refunds: CheckoutRefundsTable;
  checkout_refund_lines: CheckoutRefundLinesTable;
}
