import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { AccountsEmailTokensTable, EmailTokenPurpose } from './accounts.tables';

export type EmailTokenRow = Selectable<AccountsEmailTokensTable>;

export async function insertEmailToken(db: Kysely<Database>, row: EmailTokenRow): Promise<void> {
  await db.insertInto('accounts_email_tokens').values(row).execute();
}

export function findEmailToken(db: Kysely<Database>, tokenHash: string, purpose: EmailTokenPurpose) {
  return db
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
export async function useEmailToken(db: Kysely<Database>, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
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
  db: Kysely<Database>,
  userId: string,
  purpose: EmailTokenPurpose,
  now: string,
): Promise<void> {
  await db
    .updateTable('accounts_email_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** Links long expired or used are of no further use; dropped now and then so the table stays small. */
export async function deleteEmailTokensBefore(db: Kysely<Database>, cutoff: string): Promise<void> {
  await db.deleteFrom('accounts_email_tokens').where('expires_at', '<', cutoff).execute();
}

/** Deletes every link that expired before `cutoff` (used or not): an expired link opens nothing. */
export async function deleteTokensExpiredBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('accounts_email_tokens').where('expires_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
