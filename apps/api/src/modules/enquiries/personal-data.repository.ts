import { sql } from 'kysely';
import { type DbHandle, ownTables } from '../../db/own-tables';
import type { EnquiriesTables } from './enquiries.tables';

const own = ownTables<EnquiriesTables>();

/** Enquiries sent from this address (compared case-insensitively, as the form keeps what was typed). */
export const enquiriesFrom = (db: DbHandle, emailKey: string) =>
  own(db)
    .selectFrom('enquiries_messages')
    .selectAll()
    .where(sql`lower(email)`, '=', emailKey)
    .orderBy('created_at')
    .execute();

export const deleteEnquiriesFrom = async (db: DbHandle, emailKey: string) =>
  Number(
    (await own(db).deleteFrom('enquiries_messages').where(sql`lower(email)`, '=', emailKey).executeTakeFirst())
      .numDeletedRows,
  );
