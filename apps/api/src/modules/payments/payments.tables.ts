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
  status: 'SUCCESS' | 'FAILED' | 'USER_DROPPED';
  amount_paise: number;
  message: string;
  card_last4: string | null;
  created_at: string;
}

export interface PaymentsTables {
  payments_demo_orders: PaymentsDemoOrdersTable;
  payments_demo_payments: PaymentsDemoPaymentsTable;
}
