import { type DbHandle, ownTables } from '../../db/own-tables';
import type { PlansTables } from './plans.tables';

const own = ownTables<PlansTables>();

type Db = DbHandle | DbHandle;

/** The period one order line bought (one per plan line), or undefined once it went back in full. */
export const periodOfOrderLine = (db: Db, orderId: string, position: number) =>
  own(db)
    .selectFrom('plans_periods')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('order_position', '=', position)
    .executeTakeFirst();

export const shortenPeriod = (db: Db, id: string, months: number, endsOn: string) =>
  own(db).updateTable('plans_periods').set({ months, ends_on: endsOn }).where('id', '=', id).execute();

export const deletePeriod = (db: Db, id: string) => own(db).deleteFrom('plans_periods').where('id', '=', id).execute();
