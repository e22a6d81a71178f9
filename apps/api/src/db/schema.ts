import type { Generated } from 'kysely';

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

export interface AccountsLoginFailuresTable {
  id: Generated<number>;
  /** `account:<email or username>` or `ip:<address>`. */
  subject: string;
  failed_at: string;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface Database {
  catalogue_categories: CatalogueCategoriesTable;
  catalogue_designs: CatalogueDesignsTable;
  media_files: MediaFilesTable;
  app_meta: AppMetaTable;
  accounts_users: AccountsUsersTable;
  accounts_login_failures: AccountsLoginFailuresTable;
}

export type { Generated };
