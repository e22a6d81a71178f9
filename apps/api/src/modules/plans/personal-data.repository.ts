import { type DbHandle, ownTables } from '../../db/own-tables';
import type { PlansTables } from './plans.tables';

const own = ownTables<PlansTables>();

export const anonymisePeriodsOf = (db: DbHandle, userId: string, erasedName: string) =>
  own(db)
    .updateTable('plans_periods')
    .set({ customer_name: erasedName, customer_email: '' })
    .where('user_id', '=', userId)
    .execute();
