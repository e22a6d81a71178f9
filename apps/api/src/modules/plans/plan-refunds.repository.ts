import { type DbHandle, ownTables } from '../../db/own-tables';
import type { PlansTables } from './plans.tables';

const own = ownTables<PlansTables>();

/** The period one order line bought (one per plan line), or undefined once it went back in full. */
export const periodOfOrderLine = (db: DbHandle, orderId: string, position: number) =>
  own(db)
    .selectFrom('plans_periods')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('order_position', '=', position)
    .executeTakeFirst();

export const shortenPeriod = (db: DbHandle, id: string, months: number, endsOn: string) =>
  own(db).updateTable('plans_periods').set({ months, ends_on: endsOn }).where('id', '=', id).execute();

export const deletePeriod = (db: DbHandle, id: string) =>
  own(db).deleteFrom('plans_periods').where('id', '=', id).execute();
