import { indiaDayText } from './india-dates';
import { paiseToDecimal } from './money';

/** How long the demo provider's UPI request waits for the payer's app, as a real collect/intent TTL does. */
export const DEMO_UPI_TTL_SECONDS = 300;
/** The demo merchant's UPI id (payee): the demo provider takes no money, so it names no real account. */
export const DEMO_UPI_PAYEE = 'siteinminutes@demopg';

/** UPI apps the demo checkout offers on a phone, with the handle the demo gives the payer's UPI id. */
export const DEMO_UPI_APPS = [
  { id: 'gpay', name: 'Google Pay', handle: 'okaxis' },
  { id: 'phonepe', name: 'PhonePe', handle: 'ybl' },
  { id: 'paytm', name: 'Paytm', handle: 'paytm' },
  { id: 'bhim', name: 'BHIM', handle: 'upi' },
] as const;
export type DemoUpiAppId = (typeof DEMO_UPI_APPS)[number]['id'];

/** Banks of the demo netbanking list, with Cashfree's netbanking bank codes. */
export const DEMO_NETBANKING_BANKS = [
  { code: '3044', name: 'State Bank of India' },
  { code: '3021', name: 'HDFC Bank' },
  { code: '3022', name: 'ICICI Bank' },
  { code: '3003', name: 'Axis Bank' },
  { code: '3032', name: 'Kotak Mahindra Bank' },
] as const;

/** `gaurav.kumar@okhdfc` → `ga****@okhdfc`: enough for the buyer to recognise, not to reuse. */
export function maskVpa(vpa: string): string {
  const at = vpa.lastIndexOf('@');
  const name = at >= 0 ? vpa.slice(0, at) : vpa;
  const handle = at >= 0 ? vpa.slice(at) : '';
  return `${name.slice(0, Math.min(2, Math.max(name.length - 1, 0)))}****${handle}`;
}

/**
 * NPCI's UPI deep link (`upi://pay`): payee UPI id, payee name, amount in rupees with 2 decimals, our reference
 * and INR. A phone opens it in a UPI app; a desktop shows it as a QR code to scan.
 */
export function upiPayUri(input: { payee: string; payeeName: string; amountPaise: number; reference: string }) {
  const query = [
    ['pa', input.payee],
    ['pn', input.payeeName],
    ['am', paiseToDecimal(input.amountPaise)],
    ['tr', input.reference],
    ['cu', 'INR'],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value as string)}`)
    .join('&');
  return `upi://pay?${query}`;
}

/** A provider's method (Cashfree's payment_group, Razorpay's method) in the words a buyer uses. */
export function paymentMethodLabel(method: string): string {
  if (method === 'upi') return 'UPI';
  if (method === 'card' || method.endsWith('_card')) return 'card';
  if (method === 'netbanking' || method === 'net_banking') return 'netbanking';
  return method.replaceAll('_', ' ');
}

/**
 * A paid order's method as short as a table row wants it: "UPI", "Card ••4242", "Netbanking"; null when the
 * method is not known (paid before methods were kept).
 */
export function paymentMethodShort(method: string | null | undefined, cardLast4: string | null | undefined) {
  if (!method) return null;
  const label = paymentMethodLabel(method);
  if (label === 'card') return cardLast4 ? `Card ••${cardLast4}` : 'Card';
  return label === 'UPI' ? label : `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
}

export const isUpiMethod = (method: string | null | undefined) => method === 'upi';

/**
 * "Paid by UPI (ka****@okaxis) on 25 Nov 2026": how a paid order was paid, for the buyer's and the admin's
 * screens, the confirmation mail and the invoice; null when the order is not paid or its method is unknown.
 */
export function paidByText(order: { method: string | null; detail: string | null; paidAt: string | null }) {
  if (!order.method || !order.paidAt) return null;
  const detail = order.detail ? ` (${order.detail})` : '';
  return `Paid by ${paymentMethodLabel(order.method)}${detail} on ${indiaDayText(order.paidAt)}`;
}
