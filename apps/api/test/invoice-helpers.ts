import { expect } from 'vitest';
import { issueInvoiceForPaidOrder } from '../src/modules/invoices';
import { type Card, demoWebhook, orderBody, postWebhook } from './checkout-helpers';
import { createOrder } from './factories';
import type { TestApp } from './test-app';

/** Places an order of `lines` for the customer of `token`: answers its number and stored row. */
export function placeOrder(t: TestApp, token: string, lines: Array<{ card: Card; quantity: number }>) {
  return createOrder(t, token, orderBody(lines, { phone: '9876543210' }));
}

// The unpaid order factory, by the name the tests have long used.
export { createOrder as placeOrderBody } from './factories';

type Placed = Awaited<ReturnType<typeof placeOrder>>;

/** Pays a placed order through the demo provider, by its signed webhook. */
export async function payOnDemo(t: TestApp, { orderNumber, order }: Placed) {
  const webhook = demoWebhook(t, {
    orderNumber,
    amount: Number(order.total_paise) / 100,
    status: 'SUCCESS',
    paymentId: `pay-${orderNumber}`,
  });
  expect((await postWebhook(t.app, webhook)).statusCode).toBe(200);
}

/**
 * Pays a placed order as a real provider's payment at `paidAt` would: PAID, and the invoice issued
 * by the store's own order-paid listener in the same transaction.
 */
export async function payThroughProvider(t: TestApp, { order }: Placed, paidAt: string) {
  const items = await t.store.db
    .selectFrom('checkout_order_items')
    .selectAll()
    .where('order_id', '=', order.id)
    .execute();
  const paid = { ...order, status: 'PAID' as const, provider: 'cashfree', paid_at: paidAt };
  await t.store.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('checkout_orders')
      .set({ status: paid.status, provider: paid.provider, paid_at: paidAt })
      .where('id', '=', order.id)
      .execute();
    await issueInvoiceForPaidOrder(trx, { order: paid, items });
  });
  return order;
}
