import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const anonymisePeriodsOf = (db: Kysely<Database>, userId: string, erasedName: string) =>
  db
    .updateTable('plans_periods')
    .set({ customer_name: erasedName, customer_email: '' })
    .where('user_id', '=', userId)
    .execute();
