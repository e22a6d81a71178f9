import { z } from 'zod';

/** The demo gateway's answer to a card, UPI or netbanking payment, or a cancel: where the shopper goes next. */
export const demoPayAnswerSchema = z.object({
  kind: z.enum(['paid', 'declined', 'cancelled']),
  redirectUrl: z.string(),
  message: z.string(),
});
export type DemoPayAnswer = z.infer<typeof demoPayAnswerSchema>;

/** A UPI request the demo gateway opened: its `upi://pay` link (or QR code) and how long the payer's app has. */
export const demoUpiRequestSchema = z.object({
  paymentId: z.string(),
  uri: z.string(),
  expiresAt: z.string(),
  ttlSeconds: z.number(),
});
export type DemoUpiRequest = z.infer<typeof demoUpiRequestSchema>;
