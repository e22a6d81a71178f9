import type { Subscriber } from '../../lib/event-bus';
import type { UnpaidOrder } from '../checkout';
import type { ModuleServices } from '../module';
import { enqueueMail, type MailOutbox } from './mail.service';
import { unpaidOrderMail } from './templates/payment-unpaid-mail';

/**
 * Subscribes to checkout's failed and expired payments: one short mail to the customer per order
 * (event key), in the account's language, written in the transaction that records it. A cancelled payment gets none: the
 * customer chose to stop.
 */
export function mailsForUnpaidOrder(
  settings: MailOutbox & { publicUrl: string },
  { accountLanguage }: Pick<ModuleServices, 'accountLanguage'>,
): Subscriber<UnpaidOrder> {
  return async (trx, { order, status }) => {
    await enqueueMail(trx, settings, {
      kind: 'payment-unpaid',
      to: order.customer_email,
      eventKey: `payment-unpaid:${order.id}`,
      ...unpaidOrderMail(
        {
          orderNumber: order.order_number,
          customerName: order.customer_name,
          totalPaise: Number(order.total_paise),
          status,
          language: await accountLanguage(trx, order.user_id),
        },
        settings.publicUrl,
      ),
    });
  };
}
