import { createHmac, timingSafeEqual } from 'node:crypto';

/** Webhooks older or newer than this are refused (replays, wrong clocks). */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000;

/** Cashfree's scheme: Base64(HMAC-SHA256(secret, timestamp + raw body)). */
export function signWebhook(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret)
    .update(timestamp + rawBody)
    .digest('base64');
}

export function webhookSignatureValid(
  secret: string,
  timestamp: string | undefined,
  rawBody: string,
  signature: string | undefined,
  now = Date.now(),
): 'ok' | 'missing' | 'stale' | 'mismatch' {
  if (!timestamp || !signature) return 'missing';
  const sentAt = Number(timestamp);
  if (!Number.isFinite(sentAt) || Math.abs(now - sentAt) > WEBHOOK_TOLERANCE_MS) return 'stale';
  const expected = Buffer.from(signWebhook(secret, timestamp, rawBody));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? 'ok' : 'mismatch';
}
