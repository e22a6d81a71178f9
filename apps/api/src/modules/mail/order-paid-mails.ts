import { paidByText } from '@store/shared';
import type { OrderPaidListener } from '../checkout';
import { invoiceIdOfOrder } from '../invoices';
import type { ModuleServices } from '../module';
import { enqueueMail } from './mail.service';
import { type ShopMailSettings, shopRecipients } from './shop-recipients';
import type { OrderForMail } from './templates/order-for-mail';
import { orderConfirmationMail, shopOrderAlertMail } from './templates/order-mails';

/**
 * Subscribes to checkout's paid orders: the customer's confirmation and the shop's alert are
 * written in the transaction that marks the order PAID, once per order (event keys). The
 * confirmation links each website's brief (projects' `briefLinksOfOrder` service), so it runs after projects.
 */
export function mailsForPaidOrder(
  settings: ShopMailSettings,
  { briefLinksOfOrder, accountLanguage }: Pick<ModuleServices, 'briefLinksOfOrder' | 'accountLanguage'>,
): OrderPaidListener {
  return async (trx, { order, items }) => {
    const forMail: OrderForMail = {
      orderNumber: order.order_number,
      customerName: order.customer_name,
      customerEmail: order.customer_email,
      phone: order.phone,
      lines: items.map((item) => ({
        title: item.title,
        quantity: Number(item.quantity),
        unitPricePaise: Number(item.unit_price_paise),
      })),
      subtotalPaise: Number(order.subtotal_paise),
      gstPaise: Number(order.gst_paise),
      totalPaise: Number(order.total_paise),
      briefLinks: await briefLinksOfOrder(trx, order.id, settings.publicUrl),
      language: await accountLanguage(trx, order.user_id),
      paidBy: paidByText({
        method: order.payment_method,
        detail: order.payment_method_detail ?? null,
        paidAt: order.paid_at,
      }),
    };
    // The invoice was issued just before, in this transaction (invoices subscribe before mail).
    const invoiceId = await invoiceIdOfOrder(trx, order.id);
    await enqueueMail(trx, settings, {
      kind: 'order-confirmation',
      to: order.customer_email,
      eventKey: `order-confirmation:${order.id}`,
      attachment: invoiceId ? { kind: 'invoice', id: invoiceId } : undefined,
      ...orderConfirmationMail(forMail, settings.publicUrl),
    });
    for (const to of await shopRecipients(trx, settings)) {
      await enqueueMail(trx, settings, {
        kind: 'shop-order-alert',
        to,
        eventKey: `shop-order-alert:${order.id}:${to.toLowerCase()}`,
        ...shopOrderAlertMail(forMail, settings.publicUrl),
      });
    }
  };
}
