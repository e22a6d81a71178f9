import type { Subscriber } from '../../lib/event-bus';
import type { RefundedOrder } from '../checkout';
import { creditNoteIdOfRefund } from '../invoices';
import type { ModuleServices } from '../module';
import { enqueueMail } from './mail.service';
import { type ShopMailSettings, shopRecipients } from './shop-recipients';
import { orderRefundedMail, shopRefundAlertMail } from './templates/order-refunded-mail';

/**
 * Answers OrderRefunded: one mail to the customer per refund (event key `order-refunded:<order id>` for the
 * whole order, `order-refunded:<order id>:<refund id>` for a partial one) with the amount given back and
 * that refund's credit note (in the account's language), and the shop's alert (English), written in the refund's
 * transaction.
 */
export function mailsForRefundedOrder(
  settings: ShopMailSettings,
  { accountLanguage }: Pick<ModuleServices, 'accountLanguage'>,
): Subscriber<RefundedOrder> {
  return async (trx, { order, reason, refundId, lines, amounts }) => {
    const forMail = {
      orderNumber: order.order_number,
      customerName: order.customer_name,
      customerEmail: order.customer_email,
      totalPaise: amounts?.totalPaise ?? Number(order.total_paise),
      partial: lines !== 'all',
      reason,
    };
    const key = lines === 'all' ? order.id : `${order.id}:${refundId}`;
    // The credit note was issued just before, in this transaction (invoices subscribe before mail).
    const creditNoteId = await creditNoteIdOfRefund(trx, refundId);
    await enqueueMail(trx, settings, {
      kind: 'order-refunded',
      to: order.customer_email,
      eventKey: `order-refunded:${key}`,
      attachment: creditNoteId ? { kind: 'credit_note', id: creditNoteId } : undefined,
      ...orderRefundedMail({ ...forMail, language: await accountLanguage(trx, order.user_id) }, settings.publicUrl),
    });
    for (const to of await shopRecipients(trx, settings)) {
      await enqueueMail(trx, settings, {
        kind: 'shop-refund-alert',
        to,
        eventKey: `shop-refund-alert:${key}:${to.toLowerCase()}`,
        ...shopRefundAlertMail(forMail, settings.publicUrl),
      });
    }
  };
}
