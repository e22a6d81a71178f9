import { maskVpa } from '@store/shared';

const NETWORK_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  rupay: 'RuPay',
  amex: 'American Express',
  diners: 'Diners Club',
  maestro: 'Maestro',
};

/** A card network as a buyer knows it: Cashfree says `visa`, Razorpay `Visa` or `MasterCard`. */
export const cardNetworkName = (network: string | null | undefined) =>
  network ? (NETWORK_NAMES[network.toLowerCase()] ?? network) : 'Card';

/** "Visa ending 1111", or null without the last 4. */
export const cardDetail = (network: string | null | undefined, last4: string | null | undefined) =>
  last4 ? `${cardNetworkName(network)} ending ${last4}` : null;

export const upiDetail = (vpa: string | null | undefined) => (vpa ? maskVpa(vpa) : null);

/**
 * Whether a failed attempt's reason says its request ran out of time (a UPI request the payer's app never
 * approved) rather than being declined: the order then ends EXPIRED, not FAILED.
 */
export const isTimeoutReason = (reason: string | null | undefined) =>
  !!reason && /expired|timed[_ ]?out|timeout/i.test(reason);
