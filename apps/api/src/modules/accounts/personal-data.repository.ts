import { sql } from 'kysely';
import { type DbHandle, ownTables } from '../../db/own-tables';
import type { AccountsTables } from './accounts.tables';

const own = ownTables<AccountsTables>();

/** The account as the customer's archive shows it (never the password hash). */
export function accountOfUser(db: DbHandle, userId: string) {
  return own(db)
    .selectFrom('accounts_users')
    .select(['id', 'name', 'email', 'email_verified_at', 'created_at', 'updated_at'])
    .where('id', '=', userId)
    .where('is_admin', '=', 0)
    .executeTakeFirst();
}

/**
 * The erased account's tombstone: no name, no address, a password nothing matches, and a new token
 * version, so every session ends at once and no login can find it again.
 */
export async function tombstoneUser(db: DbHandle, userId: string, name: string, unusableHash: string) {
  const now = new Date().toISOString();
  const result = await own(db)
    .updateTable('accounts_users')
    .set({
      name,
      email: null,
      email_key: null,
      password_hash: unusableHash,
      email_verified_at: null,
      token_version: sql`token_version + 1`,
      updated_at: now,
    })
    .where('id', '=', userId)
    .where('is_admin', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Mailed links of the account: they would otherwise keep its address until they are purged. */
export function deleteEmailTokensOfUser(db: DbHandle, userId: string) {
  return own(db).deleteFrom('accounts_email_tokens').where('user_id', '=', userId).execute();
}
