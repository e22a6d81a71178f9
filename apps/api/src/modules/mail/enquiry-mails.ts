import type { EnquiryListener } from '../enquiries';
import { enqueueMail } from './mail.service';
import { type ShopMailSettings, shopRecipients } from './shop-recipients';
import { shopEnquiryMail } from './templates/enquiry-mail';

/** Subscribes to new enquiries: the shop's mail is written in the enquiry's own transaction. */
export function mailForEnquiry(settings: ShopMailSettings): EnquiryListener {
  return async (trx, enquiry) => {
    for (const to of await shopRecipients(trx, settings)) {
      await enqueueMail(trx, settings, {
        kind: 'shop-enquiry',
        to,
        eventKey: `shop-enquiry:${enquiry.reference}:${to.toLowerCase()}`,
        ...shopEnquiryMail(enquiry, settings.publicUrl),
      });
    }
  };
}
