import type { Language } from '@store/shared';

/** A paid order as its confirmation and the shop's alert tell it, in either language. */
export interface OrderForMail {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  phone: string;
  lines: { title: string; quantity: number; unitPricePaise: number }[];
  subtotalPaise: number;
  gstPaise: number;
  totalPaise: number;
  /** The order's websites awaiting their brief, each with its project page. */
  briefLinks?: { title: string; url: string }[];
  /** "Paid by UPI (ka****@okaxis) on 25 Nov 2026", when the provider said how. */
  paidBy?: string | null;
  /** The language of the customer's account: English unless it chose Hindi. */
  language?: Language;
}
