import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toAdmin } from './enquiries.service';
import { deleteEnquiriesFrom, enquiriesFrom } from './personal-data.repository';

const keyOf = (email: string) => email.trim().toLowerCase();

/** Contact-form messages sent from the account's address, with their deadlines, for the customer's archive. */
export async function enquiriesForExport(db: Kysely<Database>, email: string, now = new Date()) {
  return (await enquiriesFrom(db, keyOf(email))).map((row) => toAdmin(row, now));
}

/** Deletes every enquiry sent from the address, in the caller's transaction; answers how many. */
export const eraseEnquiriesFrom = (trx: Kysely<Database>, email: string) => deleteEnquiriesFrom(trx, keyOf(email));
