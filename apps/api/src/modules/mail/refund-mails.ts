import type { Subscriber } from '../../lib/event-bus';
import type { RefundedOrder } from '../checkout';
import { creditNoteIdOfOrder } from '../invoices';
import { enqueueMail } from './mail.service';
import { type ShopMailSettings, shopRecipients } from './shop-recipients';
import { orderRefundedMail, shopRefundAlertMail } from './templates/order-refunded-mail';

/**
 * Answers OrderRefunded: one mail to the customer per order (event key `order-refunded:<order id>`) that
 * carries the order's credit note, and the shop's alert, written in the transaction that marks it REFUNDED.
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
    // The credit note was issued just before, in this transaction (invoices subscribe before mail).
    const creditNoteId = await creditNoteIdOfOrder(trx, order.id);
    await enqueueMail(trx, settings, {
      kind: 'order-refunded',
      to: order.customer_email,
      eventKey: `order-refunded:${order.id}`,
      attachment: creditNoteId ? { kind: 'credit_note', id: creditNoteId } : undefined,
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
