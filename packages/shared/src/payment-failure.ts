/**
 * Why a payment did not go through, as the status check sends it to the fail page
 * (`/fail?reason=declined`) and as the page explains it under the spec's own text.
 */
export const PAYMENT_FAILURE_REASONS = {
  declined: 'Your card was declined by the bank. No money was taken.',
  cancelled: 'Payment cancelled — nothing was charged',
  expired: 'The payment session expired before it was completed. No money was taken.',
  'upi-declined': 'The payment was declined in your UPI app. No money was taken.',
  'upi-expired': 'The UPI request expired before it was approved. No money was taken.',
} as const;

export type PaymentFailureReason = keyof typeof PAYMENT_FAILURE_REASONS;

/** The explanation for a `reason` query value, or null for anything else (the page then shows the spec's text alone). */
export function paymentFailureText(reason: string | null | undefined): string | null {
  return reason && Object.hasOwn(PAYMENT_FAILURE_REASONS, reason)
    ? PAYMENT_FAILURE_REASONS[reason as PaymentFailureReason]
    : null;
}

/**
 * The reason an unpaid order's status stands for, given the method of its last attempt (a UPI attempt is
 * declined in the payer's app, or its request expires); null for a status that is not a failure.
 */
export function paymentFailureReasonOf(status: string, method?: string | null): PaymentFailureReason | null {
  const upi = method === 'upi';
  if (status === 'FAILED') return upi ? 'upi-declined' : 'declined';
  if (status === 'CANCELLED') return 'cancelled';
  if (status === 'EXPIRED') return upi ? 'upi-expired' : 'expired';
  return null;
}
