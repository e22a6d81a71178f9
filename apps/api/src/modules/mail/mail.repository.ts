import { type Selectable, sql } from 'kysely';
import type { Dialect } from '../../db/database';
import { type DbHandle, ownTables } from '../../db/own-tables';
import type { MailOutboxTable, MailStatus, MailTables } from './mail.tables';

const own = ownTables<MailTables>();

export type MailRow = Selectable<MailOutboxTable>;

/** Writes a mail; with an event key already written it writes nothing and answers false. */
export async function insertMail(db: DbHandle, row: MailRow): Promise<boolean> {
  const result = await own(db)
    .insertInto('mail_outbox')
    .values(row)
    .onConflict((conflict) => conflict.column('event_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export interface Claim {
  owner: string;
  now: string;
  leaseUntil: string;
  limit: number;
}

const DUE: MailStatus[] = ['queued', 'retrying'];

/**
 * Takes up to `limit` due mails for one worker until `leaseUntil`, counting the try. PostgreSQL
 * skips rows another worker is claiming (FOR UPDATE SKIP LOCKED); SQLite writes one at a time,
 * and each row is taken by a conditional UPDATE that only one worker can win.
 */
export async function claimDueMails(db: DbHandle, dialect: Dialect, claim: Claim): Promise<MailRow[]> {
  if (dialect === 'postgres') {
    const result = await sql<MailRow>`
      UPDATE mail_outbox
      SET lease_owner = ${claim.owner}, lease_until = ${claim.leaseUntil}, attempts = attempts + 1,
          updated_at = ${claim.now}
      WHERE id IN (
        SELECT id FROM mail_outbox
        WHERE status IN ('queued', 'retrying') AND next_attempt_at <= ${claim.now}
          AND (lease_until IS NULL OR lease_until < ${claim.now})
        ORDER BY next_attempt_at
        LIMIT ${claim.limit}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING *`.execute(db);
    return result.rows.map((row) => ({ ...row, attempts: Number(row.attempts) }));
  }
  const candidates = await own(db)
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', 'in', DUE)
    .where('next_attempt_at', '<=', claim.now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', claim.now)]))
    .orderBy('next_attempt_at')
    .limit(claim.limit)
    .execute();
  const claimed: MailRow[] = [];
  for (const { id } of candidates) {
    const row = await own(db)
      .updateTable('mail_outbox')
      .set((eb) => ({
        lease_owner: claim.owner,
        lease_until: claim.leaseUntil,
        attempts: eb('attempts', '+', 1),
        updated_at: claim.now,
      }))
      .where('id', '=', id)
      .where('status', 'in', DUE)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', claim.now)]))
      .returningAll()
      .executeTakeFirst();
    if (row) claimed.push(row);
  }
  return claimed;
}

/**
 * Holds the mail for another `until` while this worker still holds it; false when its lease ran out
 * and another worker may have taken it (then this one must not send it).
 */
export async function renewLease(db: DbHandle, id: string, owner: string, now: string, until: string) {
  const result = await own(db)
    .updateTable('mail_outbox')
    .set({ lease_until: until })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('lease_until', '>', now)
    .where('status', 'in', DUE)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records the mail as sent, if this worker still holds it; false when its lease was lost. */
export async function markSent(db: DbHandle, id: string, owner: string, now: string): Promise<boolean> {
  const result = await own(db)
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: now, lease_owner: null, lease_until: null, last_error: null, updated_at: now })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('status', 'in', DUE)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a failed try: retried at `nextAttemptAt`, or failed for good. */
export async function markFailedTry(
  db: DbHandle,
  id: string,
  owner: string,
  outcome: { status: 'retrying' | 'failed'; nextAttemptAt: string; error: string; now: string },
): Promise<void> {
  await own(db)
    .updateTable('mail_outbox')
    .set({
      status: outcome.status,
      next_attempt_at: outcome.nextAttemptAt,
      last_error: outcome.error.slice(0, 500),
      lease_owner: null,
      lease_until: null,
      updated_at: outcome.now,
    })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('status', 'in', DUE)
    .execute();
}

export type MailSummaryRow = Pick<
  MailRow,
  'id' | 'kind' | 'recipient' | 'subject' | 'status' | 'attempts' | 'last_error' | 'created_at' | 'sent_at'
>;

/** The newest mails first, without their bodies. */
export async function latestMails(db: DbHandle, limit: number): Promise<MailSummaryRow[]> {
  return own(db)
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'recipient', 'subject', 'status', 'attempts', 'last_error', 'created_at', 'sent_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function findMail(db: DbHandle, id: string): Promise<MailRow | undefined> {
  return own(db).selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Blanks the bodies of mails sent before `cutoff`, keeping who, what kind and when; answers how many. */
export async function blankBodiesSentBefore(db: DbHandle, cutoff: string): Promise<number> {
  const result = await own(db)
    .updateTable('mail_outbox')
    .set({ html: '', text: '' })
    .where('status', '=', 'sent')
    .where('sent_at', '<', cutoff)
    .where((eb) => eb.or([eb('html', '!=', ''), eb('text', '!=', '')]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
