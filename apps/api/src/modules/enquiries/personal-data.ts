import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { deleteEnquiriesFrom, enquiriesFrom } from './personal-data.repository';

const keyOf = (email: string) => email.trim().toLowerCase();

/** Contact-form messages sent from the account's address, for the customer's archive. */
export async function enquiriesForExport(db: Kysely<Database>, email: string) {
  return (await enquiriesFrom(db, keyOf(email))).map((row) => ({
    reference: row.reference,
    name: row.name,
    email: row.email,
    phone: row.phone,
    topic: row.topic,
    plan: row.plan,
    message: row.message,
    status: row.status,
    createdAt: row.created_at,
    acknowledgedAt: row.acknowledged_at,
    resolvedAt: row.resolved_at,
  }));
}

/** Deletes every enquiry sent from the address, in the caller's transaction; answers how many. */
export const eraseEnquiriesFrom = (trx: Kysely<Database>, email: string) => deleteEnquiriesFrom(trx, keyOf(email));
