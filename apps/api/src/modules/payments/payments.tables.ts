/** The payments module's tables: the built-in demo provider's orders and payments. */
export interface PaymentsDemoOrdersTable {
  order_id: string;
  session_id: string;
  amount_paise: number;
  currency: string;
  customer_name: string;
  return_url: string;
  notify_url: string;
  status: 'ACTIVE' | 'PAID' | 'EXPIRED';
  expires_at: string;
  created_at: string;
}

export interface PaymentsDemoPaymentsTable {
  payment_id: string;
  order_id: string;
  /** PENDING: a UPI request waiting for the payer's app until expires_at. */
  status: 'SUCCESS' | 'FAILED' | 'USER_DROPPED' | 'PENDING';
  amount_paise: number;
  message: string;
  card_last4: string | null;
  created_at: string;
  /** Cashfree's payment_group: credit_card, upi or net_banking (migration 0026); null on older card attempts. */
  payment_group?: string | null;
  /** Cashfree's payment_method object as JSON ({ upi: … }, { netbanking: … }, { card: … }). */
  method_json?: string | null;
  /** Cashfree's error_details as JSON, on a failed attempt. */
  error_json?: string | null;
  expires_at?: string | null;
}

export interface PaymentsTables {
  payments_demo_orders: PaymentsDemoOrdersTable;
  payments_demo_payments: PaymentsDemoPaymentsTable;
}
