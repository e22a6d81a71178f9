import { billingDetailsSchema } from '@store/shared';
import { onLogout } from '../../lib/session';
import type { CheckoutDetails } from './components/checkout-form';

/**
 * The phone number and billing details of the customer's last checkout, offered again on a retry
 * after a failed payment and on the next order. Kept in localStorage for this customer only (by
 * account id) and removed on logout: a shared computer does not hand them to the next person.
 */
const KEY = 'checkout-details';

if (typeof localStorage !== 'undefined') onLogout(() => localStorage.removeItem(KEY));

export function readSavedDetails(customerId: string | undefined): CheckoutDetails | undefined {
  if (!customerId) return undefined;
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
    if (saved?.customerId !== customerId || typeof saved.phone !== 'string' || saved.phone.length > 20)
      return undefined;
    const billing = billingDetailsSchema.safeParse(saved.billing);
    return billing.success ? { phone: saved.phone, billing: billing.data } : undefined;
  } catch {
    return undefined;
  }
}

export function saveDetails(customerId: string, details: CheckoutDetails): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ customerId, ...details }));
  } catch {
    // Storage full or blocked: this checkout still goes on.
  }
}
