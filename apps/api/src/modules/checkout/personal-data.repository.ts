import { type DbHandle, ownTables } from '../../db/own-tables';
import type { CheckoutTables } from './checkout.tables';

const own = ownTables<CheckoutTables>();

type Db = DbHandle;

export const ordersOfUserForExport = (db: Db, userId: string) =>
  own(db).selectFrom('checkout_orders').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

export const refundsOfOrders = (db: Db, orderIds: string[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : own(db)
        .selectFrom('checkout_refunds')
        .select(['order_id', 'refund_id', 'status', 'amount_paise', 'reason', 'requested_at', 'settled_at'])
        .where('order_id', 'in', orderIds)
        .orderBy('requested_at')
        .execute();

/** An invoiced order keeps the recipient's particulars printed on its invoice (CGST rule 46); contact details go. */
export const forgetContactOfOrders = (db: Db, orderIds: string[]) =>
  own(db)
    .updateTable('checkout_orders')
    .set({ customer_email: '', phone: '', updated_at: new Date().toISOString() })
    .where('id', 'in', orderIds)
    .execute();

/** An order never invoiced keeps only its amounts and lines: every personal field goes. */
export const eraseBuyerOfOrders = (db: Db, orderIds: string[], name: string) =>
  own(db)
    .updateTable('checkout_orders')
    .set({
      customer_name: name,
      customer_email: '',
      phone: '',
      billing_name: null,
      billing_address: null,
      billing_state_code: null,
      buyer_gstin: null,
      buyer_business_name: null,
      payment_method_detail: null,
      card_last4: null,
      updated_at: new Date().toISOString(),
    })
    .where('id', 'in', orderIds)
    .execute();

export const orderIdsOfUser = async (db: Db, userId: string) =>
  (await own(db).selectFrom('checkout_orders').select('id').where('user_id', '=', userId).execute()).map(
    (row) => row.id,
  );
