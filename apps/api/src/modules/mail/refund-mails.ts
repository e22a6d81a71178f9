import type { Subscriber } from '../../lib/event-bus';
import type { RefundedOrder } from '../checkout';
import { enqueueMail } from './mail.service';
import { type ShopMailSettings, shopRecipients } from './shop-recipients';
import { orderRefundedMail, shopRefundAlertMail } from './templates/order-refunded-mail';

/**
 * Subscribes to checkout's refunds: one mail to the customer per order (event key
 * `order-refunded:<order id>`, which the worker's attachment source answers with the credit note)
 * and the shop's alert, written in the transaction that marks the order REFUNDED.
 */
export function mailsForRefundedOrder(settings: ShopMailSettings): Subscriber<RefundedOrder> {
  return async (trx, { order, reason }) => {
    const forMail = {
      orderNumber: order.order_number,
      customerName: order.customer_name,
      customerEmail: order.customer_email,
      totalPaise: Number(order.total_paise),
      reason,
    };
    await enqueueMail(trx, settings, {
      kind: 'order-refunded',
      to: order.customer_email,
      eventKey: `order-refunded:${order.id}`,
      ...orderRefundedMail(forMail, settings.publicUrl),
    });
    for (const to of await shopRecipients(trx, settings)) {
      await enqueueMail(trx, settings, {
        kind: 'shop-refund-alert',
        to,
        eventKey: `shop-refund-alert:${order.id}:${to.toLowerCase()}`,
        ...shopRefundAlertMail(forMail, settings.publicUrl),
      });
    }
  };
}
