import type { ConsentPurpose } from '@store/shared';
import type { Insertable } from 'kysely';
import { type DbHandle, ownTables } from '../../db/own-tables';
import type { PrivacyAuditLogTable, PrivacyConsentsTable, PrivacyTables } from './privacy.tables';

const own = ownTables<PrivacyTables>();

type Db = DbHandle;

export type ConsentRow = PrivacyConsentsTable;
export type AuditRow = PrivacyAuditLogTable;

export async function insertConsents(db: Db, rows: Insertable<PrivacyConsentsTable>[]) {
  if (rows.length > 0) await own(db).insertInto('privacy_consents').values(rows).execute();
}

export function consentsOfUser(db: Db, userId: string) {
  return own(db)
    .selectFrom('privacy_consents')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('given_at', 'desc')
    .orderBy('id')
    .execute();
}

/** The user's consents for a purpose still in force (not withdrawn). */
export function activeConsents(db: Db, userId: string, purpose: ConsentPurpose) {
  return own(db)
    .selectFrom('privacy_consents')
    .select(['id', 'notice_version'])
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('withdrawn_at', 'is', null)
    .execute();
}

export async function hasAnyConsent(db: Db, userId: string) {
  const row = await own(db)
    .selectFrom('privacy_consents')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Withdraws every consent in force for the purpose; answers how many were. */
export async function withdrawConsents(db: Db, userId: string, purpose: ConsentPurpose, at: string) {
  const result = await own(db)
    .updateTable('privacy_consents')
    .set({ withdrawn_at: at })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertAuditEntry(db: Db, row: AuditRow) {
  await own(db).insertInto('privacy_audit_log').values(row).execute();
}

export function auditEntries(db: Db, offset: number, limit: number) {
  return own(db)
    .selectFrom('privacy_audit_log')
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countAuditEntries(db: Db) {
  const row = await own(db)
    .selectFrom('privacy_audit_log')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Audit entries older than `before`: gone once the log's retention has passed. */
export async function deleteAuditEntriesBefore(db: Db, before: string) {
  const result = await own(db).deleteFrom('privacy_audit_log').where('at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
