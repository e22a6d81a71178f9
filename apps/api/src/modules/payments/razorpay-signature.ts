import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's scheme for both checkout results and webhooks: hex HMAC-SHA256. */
export const razorpaySignature = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message).digest('hex');

/** Compares in constant time, so the time taken says nothing about how much of a guess matched. */
export function razorpaySignatureValid(secret: string, message: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(razorpaySignature(secret, message));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Standard Checkout's `razorpay_signature`: over `order_id|payment_id` with the key secret. */
export const checkoutSignatureValid = (keySecret: string, orderId: string, paymentId: string, signature: string) =>
  razorpaySignatureValid(keySecret, `${orderId}|${paymentId}`, signature);
