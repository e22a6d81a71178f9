import type { Generated } from 'kysely';
import type { EnquiriesTables } from '../modules/enquiries';
import type { SettingsTables } from '../modules/settings';

/**
 * Tables of every module, prefixed with the owning module's name. Timestamps
 * are ISO-8601 UTC text and flags are 0/1 integers so that one schema serves
 * SQLite and PostgreSQL alike; money is integer paise.
 */
export interface CatalogueCategoriesTable {
  name: string;
  position: number;
}

export interface CatalogueDesignsTable {
  id: string;
  title: string;
  price_paise: number;
  category: string;
  image_asset_id: string;
  image_src: string;
  image_srcset: string;
  pdf_asset_id: string | null;
  pdf_src: string | null;
  /** Random keys fixed at insert; a seed picks one and a starting point to give a stable shuffle. */
  shuffle_a: number;
  shuffle_b: number;
  /** 'active' designs are listed; 'hidden' ones stay for old orders. */
  status: 'active' | 'hidden';
  /** Identifies demo designs so a second start adds no duplicates. */
  demo_key: string | null;
  created_at: string;
  updated_at: string;
}

export interface MediaFilesTable {
  key: string;
  asset_id: string;
  /** original, w400, w800, w1200 or pdf. */
  role: string;
  content_type: string;
  byte_size: number;
  sha256: string;
  data: Uint8Array;
  created_at: string;
}

export interface AccountsUsersTable {
  id: string;
  name: string;
  /** As entered, trimmed. */
  email: string | null;
  /** Lower-cased email: unique, compared case-insensitively. */
  email_key: string | null;
  /** Admins log in with a username; customers have none. */
  username: string | null;
  password_hash: string;
  is_admin: number;
  /** Raised on logout and password change; tokens carrying an older version are refused. */
  token_version: number;
  created_at: string;
  updated_at: string;
}

/** One row per throttled attempt: reserved before the password is checked, deleted when it succeeds. */
export interface AccountsLoginFailuresTable {
  id: Generated<number>;
  /** `login-account:<email>`, `login-pair:<email>@<address>`, `login-ip:<address>`, the same with `admin-login-`, or `signup-ip:<address>`. */
  subject: string;
  failed_at: string;
}

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
  status: 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED' | 'EXPIRED';
  provider: string;
  payment_session_id: string | null;
  session_expires_at: string | null;
  provider_payment_id: string | null;
  payment_method: string | null;
  card_last4: string | null;
  paid_at: string | null;
  /** A reconciliation run holds the order until then, so two runs never check it at once. */
  reconcile_lock_until: string | null;
  created_at: string;
  updated_at: string;
}

export interface CheckoutOrderItemsTable {
  order_id: string;
  position: number;
  design_id: string;
  title: string;
  unit_price_paise: number;
  quantity: number;
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

export interface AppMetaTable {
  key: string;
  value: string;
}

/** Modules with their own tables file add theirs here. */
export interface Database extends SettingsTables, EnquiriesTables {
  catalogue_categories: CatalogueCategoriesTable;
  catalogue_designs: CatalogueDesignsTable;
  media_files: MediaFilesTable;
  app_meta: AppMetaTable;
  accounts_users: AccountsUsersTable;
  accounts_login_failures: AccountsLoginFailuresTable;
  checkout_orders: CheckoutOrdersTable;
  checkout_order_items: CheckoutOrderItemsTable;
  checkout_payment_events: CheckoutPaymentEventsTable;
  checkout_idempotency_keys: CheckoutIdempotencyKeysTable;
  payments_demo_orders: PaymentsDemoOrdersTable;
  payments_demo_payments: PaymentsDemoPaymentsTable;
}

export type { Generated };
