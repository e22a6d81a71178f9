import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Enquiries sent from this address (compared case-insensitively, as the form keeps what was typed). */
export const enquiriesFrom = (db: Kysely<Database>, emailKey: string) =>
  db
    .selectFrom('enquiries_messages')
    .selectAll()
    .where(sql`lower(email)`, '=', emailKey)
    .orderBy('created_at')
    .execute();

export const deleteEnquiriesFrom = async (db: Kysely<Database>, emailKey: string) =>
  Number(
    (await db.deleteFrom('enquiries_messages').where(sql`lower(email)`, '=', emailKey).executeTakeFirst())
      .numDeletedRows,
  );
