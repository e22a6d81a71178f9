import type { Subscriber } from '../../lib/event-bus';
import type { NewEnquiry } from '../enquiries';
import { enqueueMail } from './mail.service';
import { type ShopMailSettings, shopRecipients } from './shop-recipients';
import { enquiryAcknowledgementMail } from './templates/enquiry-acknowledgement-mail';
import { shopEnquiryMail } from './templates/enquiry-mail';

/**
 * Answers EnquiryReceived: the shop's mail and the sender's acknowledgement are written in the enquiry's
 * own transaction.
 */
export function mailForEnquiry(settings: ShopMailSettings): Subscriber<NewEnquiry> {
  return async (trx, enquiry) => {
    await enqueueMail(trx, settings, {
      kind: 'enquiry-acknowledgement',
      to: enquiry.email,
      eventKey: `enquiry-acknowledgement:${enquiry.reference}`,
      ...enquiryAcknowledgementMail(enquiry, settings.publicUrl),
    });
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
