import { z } from 'zod';
import { hiddenCharactersMessage } from '../plain-text-rule';
import { orderStatusSchema } from './checkout';
import { plainLines } from './plain-text';

/* @__NO_SIDE_EFFECTS__ */
const wholeParam = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, `${name} must be between 1 and ${max}`)
    // The range is checked after the text is read as a number, which a schema of the text cannot show: say it.
    .meta({ description: `A whole number from 1 to ${max}.` });

export const adminOrdersQuerySchema = z.object({
  status: orderStatusSchema.optional(),
  q: z.string().max(200).optional(),
  page: wholeParam('page', 1_000_000).optional(),
  limit: wholeParam('limit', 100).optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

/** The admin's orders export: the list's filters, every page. */
export const adminOrdersExportQuerySchema = adminOrdersQuerySchema.pick({ status: true, q: true });
export type AdminOrdersExportQuery = z.infer<typeof adminOrdersExportQuerySchema>;

export const adminOrderSchema = z.object({
  id: z.string(),
  customer: z.object({ name: z.string(), email: z.string() }),
  phone: z.string(),
  items: z.array(z.object({ name: z.string(), quantity: z.number(), price: z.number() })),
  subtotal: z.number(),
  gst: z.number(),
  total: z.number(),
  status: orderStatusSchema,
  provider: z.string(),
  providerPaymentId: z.string().nullable(),
  paymentSessionId: z.string().nullable(),
  cardLast4: z.string().nullable(),
  /** The provider's method (upi, credit_card, net_banking, …) and its detail: masked UPI id, card network and last 4, bank. */
  paymentMethod: z.string().nullable().optional(),
  paymentDetail: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  paidAt: z.string().nullable(),
  /** Rupees given back by successful refunds; on a PAID order above 0 it reads "Partly refunded". */
  refunded: z.number().optional(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderListSchema = z.array(adminOrderSchema);

export const paymentEventSchema = z.object({
  source: z.string(),
  type: z.string(),
  paymentId: z.string().nullable(),
  paymentStatus: z.string().nullable(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  note: z.string().nullable(),
  receivedAt: z.string(),
});
/**
 * The order's latest refund attempt. PENDING: sent, not confirmed yet (providerStatus PENDING or ONHOLD
 * once the provider took it on, null while it never answered: the admin may then send it again);
 * SUCCESS: the order is REFUNDED; FAILED: no money went back (message says why), the admin may refund again.
 */
export const adminRefundSchema = z.object({
  refundId: z.string(),
  status: z.enum(['PENDING', 'SUCCESS', 'FAILED']),
  providerStatus: z.string().nullable(),
  message: z.string().nullable(),
  reason: z.string(),
  amount: z.number(),
  requestedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const adminOrderDetailSchema = adminOrderSchema.extend({
  events: z.array(paymentEventSchema),
  refund: adminRefundSchema.nullable(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** A refund's answer: the order as it is now, with a message while the provider has not confirmed it (202). */
export const adminRefundAnswerSchema = adminOrderDetailSchema.extend({ message: z.string().optional() });
export type AdminRefundAnswer = z.infer<typeof adminRefundAnswerSchema>;

export const adminStatsSchema = z.object({
  totals: z.object({
    /** Money taken: orders paid through a real provider. */
    revenue: z.number(),
    paidOrders: z.number(),
    /** Orders "paid" through the demo provider, which takes no money. */
    demoRevenue: z.number(),
    demoPaidOrders: z.number(),
    customers: z.number(),
    designs: z.number(),
  }),
  /** Months with paid orders; `orders`/`revenue` are real payments, `demo…` the demo provider's. */
  salesByMonth: z.array(
    z.object({
      month: z.string(),
      orders: z.number(),
      revenue: z.number(),
      demoOrders: z.number(),
      demoRevenue: z.number(),
    }),
  ),
  ordersByStatus: z.array(z.object({ status: orderStatusSchema, count: z.number() })),
  designsByCategory: z.array(z.object({ category: z.string(), count: z.number() })),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const REFUND_REASON_MAX = 200;
export const REFUND_REASON_REQUIRED = 'Give the reason for the refund.';

/** An admin's full refund of a paid order; the reason (required) is printed on the credit note. */
export const refundOrderSchema = z.object({
  reason: plainLines(
    z
      .string(REFUND_REASON_REQUIRED)
      .trim()
      .min(1, REFUND_REASON_REQUIRED)
      .max(REFUND_REASON_MAX, `Keep the reason under ${REFUND_REASON_MAX} characters.`),
    hiddenCharactersMessage('The reason'),
    REFUND_REASON_REQUIRED,
  ),
});
export type RefundOrderInput = z.input<typeof refundOrderSchema>;
