import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { listItems } from './orders.repository';
import {
  eraseBuyerOfOrders,
  forgetContactOfOrders,
  orderIdsOfUser,
  ordersOfUserForExport,
  refundsOfOrders,
} from './personal-data.repository';

/** The customer's orders with their lines and refunds, oldest first, as their archive shows them. */
export async function ordersForExport(db: Kysely<Database>, userId: string) {
  const orders = await ordersOfUserForExport(db, userId);
  const ids = orders.map((order) => order.id);
  const [items, refunds] = await Promise.all([listItems(db, ids), refundsOfOrders(db, ids)]);
  return orders.map((order) => ({
    id: order.id,
    orderNumber: order.order_number,
    status: order.status,
    createdAt: order.created_at,
    paidAt: order.paid_at,
    customerName: order.customer_name,
    customerEmail: order.customer_email,
    phone: order.phone,
    billing: {
      name: order.billing_name ?? null,
      address: order.billing_address ?? null,
      stateCode: order.billing_state_code ?? null,
      gstin: order.buyer_gstin ?? null,
      businessName: order.buyer_business_name ?? null,
    },
    payment: {
      provider: order.provider,
      method: order.payment_method,
      detail: order.payment_method_detail ?? null,
      cardLast4: order.card_last4,
    },
    currency: order.currency,
    subtotalPaise: Number(order.subtotal_paise),
    gstPaise: Number(order.gst_paise),
    totalPaise: Number(order.total_paise),
    lines: items
      .filter((item) => item.order_id === order.id)
      .map((item) => ({
        position: Number(item.position),
        designId: item.design_id,
        title: item.title,
        quantity: Number(item.quantity),
        unitPricePaise: Number(item.unit_price_paise),
        planMonths: item.plan_months ?? null,
        sac: item.sac ?? null,
      })),
    refunds: refunds
      .filter((refund) => refund.order_id === order.id)
      .map((refund) => ({
        refundId: refund.refund_id,
        status: refund.status,
        amountPaise: Number(refund.amount_paise),
        reason: refund.reason,
        requestedAt: refund.requested_at,
        settledAt: refund.settled_at,
      })),
  }));
}

/** The ids of the customer's orders: the invoices module tells which of them are tax records. */
export const orderIdsOfCustomer = (db: Kysely<Database>, userId: string) => orderIdsOfUser(db, userId);

/**
 * Erases the buyer from the customer's orders in the caller's transaction. Orders behind a tax invoice
 * (`taxRecords`) keep the recipient's name, billing address, state, GSTIN and business name as printed on
 * the invoice; their email and phone go. Every other order keeps only its amounts and lines.
 */
export async function eraseBuyerOfOrdersOf(
  trx: Kysely<Database>,
  userId: string,
  taxRecords: ReadonlySet<string>,
  erasedName: string,
) {
  const ids = await orderIdsOfUser(trx, userId);
  const kept = ids.filter((id) => taxRecords.has(id));
  const erased = ids.filter((id) => !taxRecords.has(id));
  if (kept.length > 0) await forgetContactOfOrders(trx, kept);
  if (erased.length > 0) await eraseBuyerOfOrders(trx, erased, erasedName);
  return { kept: kept.length, erased: erased.length };
}
