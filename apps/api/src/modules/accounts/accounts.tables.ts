import type { Generated } from 'kysely';

/** The accounts module's tables: customers and admins, throttled attempts, and mailed one-time links. */
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
  /** When the customer followed their verification link; null until then (they can still buy). */
  email_verified_at: string | null;
  /** The store's language the customer chose ('en', 'hi'); null until they choose (English). */
  language?: string | null;
  created_at: string;
  updated_at: string;
}

/** One row per throttled attempt: reserved before the password is checked, deleted when it succeeds. */
export interface AccountsLoginFailuresTable {
  id: Generated<number>;
  /**
   * `login-account:<email>`, `login-pair:<email>@<address>`, `login-ip:<address>`, the same with `admin-login-`,
   * `signup-ip:<address>`, `reset-pair:<email>@<address>`, `reset-ip:<address>`, `reset-account:<email>` (one row
   * per reset mail) or `verify-resend:<user id>`. `<address>` is `clientAddressKey`'s: an IPv6 client's /64.
   */
  subject: string;
  failed_at: string;
}

/** What a one-time mailed link lets its holder do. */
export type EmailTokenPurpose = 'password-reset' | 'verify-email';

/** One-time links sent by mail; only the SHA-256 of the token is stored, so a leaked table opens nothing. */
export interface AccountsEmailTokensTable {
  token_hash: string;
  /** The one account the link acts on. */
  user_id: string;
  purpose: EmailTokenPurpose;
  /** The address the link was mailed to: a verification link verifies that address only. */
  email_key: string;
  expires_at: string;
  /** Set when the link is used, or when a password reset revokes the account's other links. */
  used_at: string | null;
  created_at: string;
}

export interface AccountsTables {
  accounts_users: AccountsUsersTable;
  accounts_login_failures: AccountsLoginFailuresTable;
  accounts_email_tokens: AccountsEmailTokensTable;
}
