import type { EnquiryStatus, Language } from '@store/shared';

/** The enquiries module's tables: messages sent with the contact form. */
export interface EnquiriesMessagesTable {
  id: string;
  /** ENQ-YYYYMMDD-XXXXX: shown to the sender as the reference number. */
  reference: string;
  name: string;
  email: string;
  phone: string;
  topic: string;
  /** The marketing plan asked about, if any. */
  plan: string | null;
  message: string;
  /** The language of the visit it was sent from: its acknowledgement's, and the one to answer in. */
  language: Language;
  status: EnquiryStatus;
  /** Hash of the sender's network address: counts their messages for the rate limit without keeping the address. */
  sender_key: string;
  created_at: string;
  /** First moved out of `open` (acknowledged). */
  acknowledged_at: string | null;
  resolved_at: string | null;
  updated_at: string;
}

export interface EnquiriesTables {
  enquiries_messages: EnquiriesMessagesTable;
}
