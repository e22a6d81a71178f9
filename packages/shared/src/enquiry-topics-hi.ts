import type { EnquiryTopic } from './schemas/enquiries';

/** The contact form's topics as its Hindi page and the Hindi acknowledgement name them. */
export const ENQUIRY_TOPICS_HI: Record<EnquiryTopic, string> = {
  'Website design': 'वेबसाइट डिज़ाइन',
  'Marketing plan': 'मार्केटिंग प्लान',
  'Order or payment': 'ऑर्डर या भुगतान',
  Refund: 'रिफ़ंड',
  Complaint: 'शिकायत',
  'Something else': 'कुछ और',
};
