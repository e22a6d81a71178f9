import type { Insertable } from 'kysely';
import { type DbHandle, ownTables } from '../../db/own-tables';
import type { PrivacyErasuresTable, PrivacyExportsTable } from './data-rights.tables';
import type { PrivacyTables } from './privacy.tables';

const own = ownTables<PrivacyTables>();

type Db = DbHandle;

const EXPORT_HEAD = ['id', 'user_id', 'state', 'requested_at', 'ready_at', 'expires_at', 'byte_size'] as const;
export type ExportHead = Pick<PrivacyExportsTable, (typeof EXPORT_HEAD)[number]>;

export const insertExport = (db: Db, row: Insertable<PrivacyExportsTable>) =>
  own(db).insertInto('privacy_exports').values(row).execute();

/** The customer's latest request (its archive's bytes left out). */
export const latestExportOf = (db: Db, userId: string): Promise<ExportHead | undefined> =>
  own(db)
    .selectFrom('privacy_exports')
    .select(EXPORT_HEAD)
    .where('user_id', '=', userId)
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

export const readyArchiveOf = (db: Db, userId: string, now: string) =>
  own(db)
    .selectFrom('privacy_exports')
    .select(['id', 'data', 'ready_at'])
    .where('user_id', '=', userId)
    .where('state', '=', 'ready')
    .where('expires_at', '>', now)
    .orderBy('ready_at', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Requests waiting to be prepared whose lease (if any) ran out: their holder died. */
export const exportsToPrepare = (db: Db, now: string, limit: number) =>
  own(db)
    .selectFrom('privacy_exports')
    .select(['id', 'user_id'])
    .where('state', '=', 'preparing')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('requested_at')
    .limit(limit)
    .execute();

/** Takes the request for this instance until `until`; false when another instance holds it. */
export async function claimExport(db: Db, id: string, now: string, until: string) {
  const result = await own(db)
    .updateTable('privacy_exports')
    .set({ lease_until: until })
    .where('id', '=', id)
    .where('state', '=', 'preparing')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Stores the archive, only while this instance still holds the request. */
export async function storeArchive(
  db: Db,
  id: string,
  lease: string,
  archive: Uint8Array,
  at: string,
  expires: string,
) {
  const result = await own(db)
    .updateTable('privacy_exports')
    .set({
      state: 'ready',
      data: archive,
      byte_size: archive.byteLength,
      ready_at: at,
      expires_at: expires,
      lease_until: null,
    })
    .where('id', '=', id)
    .where('state', '=', 'preparing')
    .where('lease_until', '=', lease)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const markExportFailed = (db: Db, id: string) =>
  own(db).updateTable('privacy_exports').set({ state: 'failed', lease_until: null }).where('id', '=', id).execute();

/** Deletes archives (bytes and row) past their expiry; answers how many. */
export async function deleteExportsExpiredBefore(db: Db, now: string) {
  const result = await own(db).deleteFrom('privacy_exports').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Every request of the account: an erased account keeps no archive. */
export const deleteExportsOf = (db: Db, userId: string) =>
  own(db).deleteFrom('privacy_exports').where('user_id', '=', userId).execute();

export const insertErasure = (db: Db, row: PrivacyErasuresTable) =>
  own(db).insertInto('privacy_erasures').values(row).execute();

export const findErasureByHash = (db: Db, tokenHash: string) =>
  own(db).selectFrom('privacy_erasures').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** An earlier request still waiting is replaced by a new one: its link stops working. */
export const expireWaitingErasuresOf = (db: Db, userId: string) =>
  own(db)
    .updateTable('privacy_erasures')
    .set({ state: 'expired' })
    .where('user_id', '=', userId)
    .where('state', '=', 'awaiting-link')
    .execute();

/** Marks the request erased if it still waits: only one follower of the link goes on. */
export async function claimErasure(db: Db, id: string, now: string) {
  const result = await own(db)
    .updateTable('privacy_erasures')
    .set({ state: 'erased', erased_at: now, email: null })
    .where('id', '=', id)
    .where('state', '=', 'awaiting-link')
    .where('link_expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const latestErasures = (db: Db, limit: number) =>
  own(db)
    .selectFrom('privacy_erasures')
    .select(['id', 'user_id', 'email', 'state', 'close_open_work', 'requested_at', 'link_expires_at', 'erased_at'])
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** Erasures confirmed before `before`: their confirmation mail has long been sent. */
export const erasuresDoneBefore = (db: Db, before: string, after: string) =>
  own(db)
    .selectFrom('privacy_erasures')
    .select('id')
    .where('state', '=', 'erased')
    .where('erased_at', '<', before)
    .where('erased_at', '>=', after)
    .execute();

/** Consents stay as the record of what was agreed, without the address they were given with. */
export async function forgetConsentAddresses(db: Db, userId: string, emailKey: string, now: string) {
  await own(db)
    .updateTable('privacy_consents')
    .set({ withdrawn_at: now })
    .where('user_id', '=', userId)
    .where('withdrawn_at', 'is', null)
    .execute();
  await own(db)
    .updateTable('privacy_consents')
    .set({ email_key: '' })
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('email_key', '=', emailKey)]))
    .execute();
}

/** When the account asked for erasure links since `since`, newest first. */
export const erasureRequestTimes = async (db: Db, userId: string, since: string) =>
  (
    await own(db)
      .selectFrom('privacy_erasures')
      .select('requested_at')
      .where('user_id', '=', userId)
      .where('requested_at', '>=', since)
      .orderBy('requested_at', 'desc')
      .execute()
  ).map((row) => row.requested_at);
