import type { EnquiryStatus } from '@store/shared';
import type { Insertable, Selectable } from 'kysely';
import { type DbHandle, ownTables } from '../../db/own-tables';
import type { EnquiriesMessagesTable, EnquiriesTables } from './enquiries.tables';

const own = ownTables<EnquiriesTables>();

export type EnquiryRow = Selectable<EnquiriesMessagesTable>;

/** Times (ISO) of the sender's messages since `since`, oldest first. */
export async function senderMessageTimes(db: DbHandle, senderKey: string, since: string): Promise<string[]> {
  const rows = await own(db)
    .selectFrom('enquiries_messages')
    .select('created_at')
    .where('sender_key', '=', senderKey)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'asc')
    .limit(1000)
    .execute();
  return rows.map((row) => row.created_at);
}

export async function insertEnquiry(db: DbHandle, row: Insertable<EnquiriesMessagesTable>): Promise<void> {
  await own(db).insertInto('enquiries_messages').values(row).execute();
}

export async function findEnquiry(db: DbHandle, reference: string): Promise<EnquiryRow | undefined> {
  return own(db).selectFrom('enquiries_messages').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** One page of enquiries, newest first, with the count of all that match. */
export async function pageOfEnquiries(
  db: DbHandle,
  filter: { status?: EnquiryStatus; offset: number; limit: number },
): Promise<{ rows: EnquiryRow[]; total: number }> {
  let query = own(db).selectFrom('enquiries_messages');
  if (filter.status) query = query.where('status', '=', filter.status);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('id').offset(filter.offset).limit(filter.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Open enquiries received before `receivedBefore` (past their time to be acknowledged). */
export async function countOpenSince(db: DbHandle, receivedBefore: string): Promise<number> {
  const row = await own(db)
    .selectFrom('enquiries_messages')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('status', '=', 'open')
    .where('created_at', '<', receivedBefore)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function updateEnquiryStatus(
  db: DbHandle,
  reference: string,
  changes: Pick<EnquiryRow, 'status' | 'acknowledged_at' | 'resolved_at' | 'updated_at'>,
): Promise<void> {
  await own(db).updateTable('enquiries_messages').set(changes).where('reference', '=', reference).execute();
}
