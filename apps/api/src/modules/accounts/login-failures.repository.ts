import { type DbHandle, ownTables } from '../../db/own-tables';
import type { AccountsTables } from './accounts.tables';

const own = ownTables<AccountsTables>();

/** Rows read per subject: more than any throttle rule counts. */
const MAX_ROWS_READ = 500;

/** Times (ms) of the subject's attempts since `since`, newest first. */
export async function attemptTimes(db: DbHandle, subject: string, since: string): Promise<number[]> {
  const rows = await own(db)
    .selectFrom('accounts_login_failures')
    .select('failed_at')
    .where('subject', '=', subject)
    .where('failed_at', '>=', since)
    .orderBy('failed_at', 'desc')
    .limit(MAX_ROWS_READ)
    .execute();
  return rows.map((row) => Date.parse(row.failed_at));
}

/** One row per subject at `at`; returns their ids. */
export async function insertAttempts(db: DbHandle, subjects: readonly string[], at: string): Promise<number[]> {
  const inserted = await own(db)
    .insertInto('accounts_login_failures')
    .values(subjects.map((subject) => ({ subject, failed_at: at })))
    .returning('id')
    .execute();
  return inserted.map((row) => Number(row.id));
}

export const deleteAttemptsBefore = (db: DbHandle, cutoff: string) =>
  own(db).deleteFrom('accounts_login_failures').where('failed_at', '<', cutoff).execute();

/** Deletes the given rows and every row of the given subjects. */
export const deleteAttempts = (db: DbHandle, ids: readonly number[], subjects: readonly string[]) =>
  own(db)
    .deleteFrom('accounts_login_failures')
    .where((eb) =>
      eb.or([
        eb('id', 'in', ids.length > 0 ? ids : [-1]),
        ...(subjects.length > 0 ? [eb('subject', 'in', subjects)] : []),
      ]),
    )
    .execute();
