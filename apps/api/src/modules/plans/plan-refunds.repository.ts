import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The period one order line bought (one per plan line), or undefined once it went back in full. */
export const periodOfOrderLine = (db: Db, orderId: string, position: number) =>
  db
    .selectFrom('plans_periods')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('order_position', '=', position)
    .executeTakeFirst();

export const shortenPeriod = (db: Db, id: string, months: number, endsOn: string) =>
  db.updateTable('plans_periods').set({ months, ends_on: endsOn }).where('id', '=', id).execute();

export const deletePeriod = (db: Db, id: string) => db.deleteFrom('plans_periods').where('id', '=', id).execute();
