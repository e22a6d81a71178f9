import type { OrderPaidListener } from '../checkout';
import { publicStoreSettings } from '../settings';
import { enqueueMail, type MailOutbox } from './mail.service';
import { type OrderForMail, orderConfirmationMail, shopOrderAlertMail } from './templates/order-mails';

export interface OrderMailSettings extends MailOutbox {
  publicUrl: string;
  /** SHOP_ALERT_EMAIL; when empty the shop's support email from the store settings. */
  shopAlertTo: string[];
}

/**
 * Subscribes to checkout's paid orders: the customer's confirmation and the shop's alert are
 * written in the transaction that marks the order PAID, once per order (event keys).
 */
export function mailsForPaidOrder(settings: OrderMailSettings): OrderPaidListener {
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
    };
    await enqueueMail(trx, settings, {
      kind: 'order-confirmation',
      to: order.customer_email,
      eventKey: `order-confirmation:${order.id}`,
      ...orderConfirmationMail(forMail, settings.publicUrl),
    });
    const shop =
      settings.shopAlertTo.length > 0 ? settings.shopAlertTo : [(await publicStoreSettings(trx)).supportEmail];
    for (const to of shop) {
      await enqueueMail(trx, settings, {
        kind: 'shop-order-alert',
        to,
        eventKey: `shop-order-alert:${order.id}:${to.toLowerCase()}`,
        ...shopOrderAlertMail(forMail, settings.publicUrl),
      });
    }
  };
}
