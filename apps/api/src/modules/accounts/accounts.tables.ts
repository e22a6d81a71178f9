import type { Generated } from 'kysely';

/** The accounts module's tables: customers and admins, and throttled login attempts. */
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

export interface AccountsTables {
  accounts_users: AccountsUsersTable;
  accounts_login_failures: AccountsLoginFailuresTable;
}
