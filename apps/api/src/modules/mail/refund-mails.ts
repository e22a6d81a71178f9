import type { OrderRefundedListener } from '../checkout';
import { enqueueMail, type MailOutbox } from './mail.service';
import { orderRefundedMail } from './templates/order-refunded-mail';

/**
 * Subscribes to checkout's refunds: one mail to the customer per order (event key
 * `order-refunded:<order id>`, which the worker's attachment source answers with the credit note),
 * written in the transaction that marks the order REFUNDED.
 */
export function mailsForRefundedOrder(settings: MailOutbox & { publicUrl: string }): OrderRefundedListener {
  return async (trx, { order }) => {
    await enqueueMail(trx, settings, {
      kind: 'order-refunded',
      to: order.customer_email,
      eventKey: `order-refunded:${order.id}`,
      ...orderRefundedMail(
        { orderNumber: order.order_number, customerName: order.customer_name, totalPaise: Number(order.total_paise) },
        settings.publicUrl,
      ),
    });
  };
}
