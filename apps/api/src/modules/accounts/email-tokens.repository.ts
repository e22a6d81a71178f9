import type { Selectable } from 'kysely';
import { type DbHandle, ownTables } from '../../db/own-tables';
import type { AccountsEmailTokensTable, AccountsTables, EmailTokenPurpose } from './accounts.tables';

const own = ownTables<AccountsTables>();

export type EmailTokenRow = Selectable<AccountsEmailTokensTable>;

export async function insertEmailToken(db: DbHandle, row: EmailTokenRow): Promise<void> {
  await own(db).insertInto('accounts_email_tokens').values(row).execute();
}

export function findEmailToken(db: DbHandle, tokenHash: string, purpose: EmailTokenPurpose) {
  return own(db)
    .selectFrom('accounts_email_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/**
 * Uses the link once: only the first of two concurrent uses changes the row, so only it goes on.
 * False when the link was used (or revoked) or expired in the meantime.
 */
export async function useEmailToken(db: DbHandle, tokenHash: string, now: string): Promise<boolean> {
  const result = await own(db)
    .updateTable('accounts_email_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Revokes every unused link of the account for `purpose` (a password reset ends all the others). */
export async function revokeEmailTokens(
  db: DbHandle,
  userId: string,
  purpose: EmailTokenPurpose,
  now: string,
): Promise<void> {
  await own(db)
    .updateTable('accounts_email_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** Links long expired or used are of no further use; dropped now and then so the table stays small. */
export async function deleteEmailTokensBefore(db: DbHandle, cutoff: string): Promise<void> {
  await own(db).deleteFrom('accounts_email_tokens').where('expires_at', '<', cutoff).execute();
}

/** Deletes every link that expired before `cutoff` (used or not): an expired link opens nothing. */
export async function deleteTokensExpiredBefore(db: DbHandle, cutoff: string): Promise<number> {
  const result = await own(db).deleteFrom('accounts_email_tokens').where('expires_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
