import type { BillingDetails } from '@store/shared';
import { onLogout } from '../../lib/session';

/**
 * What checkout carries to the payment page (cartTotal, phone, item titles and lines), kept in
 * sessionStorage so a reload does not lose it, plus this attempt's Idempotency-Key and session.
 */
export interface CheckoutSession {
  cartTotal: number;
  phone: string;
  titles: string;
  items: Array<{ id: string; quantity: number }>;
  /** Who the invoice is made out to (absent in sessions saved before checkout asked). */
  billing?: BillingDetails;
  /** Marketing plans with their months (absent in sessions saved before plans were sold). */
  plans?: Array<{ id: string; months: number }>;
  idempotencyKey: string;
  paymentSessionId?: string;
  orderId?: string;
}

const KEY = 'checkout';

// The phone number and cart of a checkout in progress are the logged-out visitor's, not the next one's.
if (typeof sessionStorage !== 'undefined') onLogout(() => sessionStorage.removeItem(KEY));

export function readCheckoutSession(): CheckoutSession | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as CheckoutSession) : null;
  } catch {
    return null;
  }
}

export function writeCheckoutSession(session: CheckoutSession): void {
  sessionStorage.setItem(KEY, JSON.stringify(session));
}

export function clearCheckoutSession(): void {
  sessionStorage.removeItem(KEY);
}

export const newIdempotencyKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
