import { type DbHandle, ownTables } from '../../db/own-tables';
import type { CheckoutTables } from './checkout.tables';
import { filteredOrders, type OrderFilter } from './orders.repository';

const _own = ownTables<CheckoutTables>();

/** Where the last page ended: the list's order is newest first, then by id. */
export interface ExportCursor {
  createdAt: string;
  id: string;
}

/** The next `limit` orders the filter matches after `after`, in the admin list's order. */
export function ordersAfter(db: DbHandle, filter: OrderFilter, after: ExportCursor | undefined, limit: number) {
  let query = filteredOrders(db, filter).selectAll();
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '>', after.id)]),
      ]),
    );
  return query.orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
}
