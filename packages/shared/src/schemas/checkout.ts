import { z } from 'zod';
import { MAX_CART_QUANTITY, MIN_CART_QUANTITY } from '../page-rules';
import { billingDetailsSchema } from './billing';
import { indianMobileSchema } from './phone';
import { planLineInputSchema } from './plans';

// The phone messages were first defined here; modules that import them from checkout keep working.
export { PHONE_INVALID_MESSAGE, PHONE_REQUIRED_MESSAGE } from './phone';
export const PRICES_CHANGED_MESSAGE = 'Prices have changed. Please review your cart.';
export const UNTITLED_ORDER = 'Untitled Order';

/** The new-order call's `titles`: the items' titles joined by a comma, else 'Untitled Order' (product spec). */
export const orderTitles = (titles: readonly string[]): string => titles.join(', ') || UNTITLED_ORDER;

export const orderStatusSchema = z.enum(['PENDING', 'PAID', 'FAILED', 'CANCELLED', 'EXPIRED', 'REFUNDED']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

const newOrderFieldsSchema = z.object({
  cartTotal: z.number({ message: 'cartTotal must be a number' }).finite().nonnegative().max(1e7),
  // Stored as the bare ten digits, however the customer typed it.
  phone: indianMobileSchema,
  titles: z.string().max(5000).optional(),
  items: z
    .array(
      z.object({
        id: z.string().min(1).max(64),
        quantity: z
          .number({ message: 'quantity must be a whole number' })
          .int('quantity must be a whole number')
          .min(MIN_CART_QUANTITY, `quantity must be between ${MIN_CART_QUANTITY} and ${MAX_CART_QUANTITY}`)
          .max(MAX_CART_QUANTITY, `quantity must be between ${MIN_CART_QUANTITY} and ${MAX_CART_QUANTITY}`),
      }),
      { message: 'items must be a list' },
    )
    .max(50, 'items must hold at most 50 designs'),
  /** Who the tax invoice is made out to; without it the buyer is unregistered and supplied in the seller's state. */
  billing: billingDetailsSchema.optional(),
  /** Marketing plans: one line per plan, months paid up front. */
  plans: z.array(planLineInputSchema, { message: 'plans must be a list' }).max(10).optional(),
});
/** A cart of designs, plans or both. */
export const newOrderInputSchema = newOrderFieldsSchema.refine(
  (input) => input.items.length + (input.plans?.length ?? 0) > 0,
  { path: ['items'], message: 'Your cart is empty.' },
);
export type NewOrderInput = z.infer<typeof newOrderInputSchema>;

/** Razorpay Standard Checkout's options for this order (`new Razorpay({ ...razorpay, handler })`); amount in paise. */
export const razorpayCheckoutOptionsSchema = z.object({
  key: z.string(),
  order_id: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  name: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type RazorpayCheckoutOptions = z.infer<typeof razorpayCheckoutOptionsSchema>;

/** With Razorpay, payment_session_id is Razorpay's order id and `razorpay` holds the checkout's options. */
export const newOrderResponseSchema = z.object({
  payment_session_id: z.string(),
  order_id: z.string(),
  razorpay: razorpayCheckoutOptionsSchema.optional(),
});
export type NewOrderResponse = z.infer<typeof newOrderResponseSchema>;

export const statusResponseSchema = z.object({ redirectUrl: z.string() });
export type StatusResponse = z.infer<typeof statusResponseSchema>;

/** A way to pay that a provider's checkout offers. */
export const checkoutMethodSchema = z.enum(['upi', 'card', 'netbanking']);
export type CheckoutMethod = z.infer<typeof checkoutMethodSchema>;

/** `GET /api/payments/config`: how the browser opens the provider's checkout, and how the shopper can pay there. */
export const paymentConfigSchema = z.object({
  provider: z.enum(['demo', 'cashfree', 'razorpay']),
  mode: z.enum(['demo', 'sandbox', 'production']),
  /** Razorpay's key id (public), which opens its checkout. */
  keyId: z.string().optional(),
  /** The ways to pay the provider's checkout offers, in the order it shows them (UPI first). */
  methods: z.array(checkoutMethodSchema),
  /** Razorpay: the Standard Checkout script the payment page loads when PAY NOW is pressed. */
  checkoutScript: z.string().optional(),
});

/** `POST /api/payments/razorpay/verify`: what Standard Checkout's handler receives after a payment. */
export const razorpayVerifyInputSchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});
export type RazorpayVerifyInput = z.infer<typeof razorpayVerifyInputSchema>;
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** The demo gateway's hosted checkout page: what it shows about the payment asked for. */
export const demoSessionSchema = z.object({
  merchant: z.string(),
  orderNumber: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(['ACTIVE', 'PAID', 'EXPIRED']),
});
export type DemoSession = z.infer<typeof demoSessionSchema>;

export const paymentResponseInputSchema = z.object({ encResp: z.string().min(1).max(2000) });
export const paymentResultSchema = z.object({ order_id: z.string(), name: z.string(), amount: z.number() });
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** An order number as the store makes them (ORD-YYYYMMDD-XXXX), checked before any lookup. */
export const orderNumberSchema = z
  .string()
  .regex(/^ORD-[0-9A-Z-]{1,40}$/, 'orderNumber must be an order number such as ORD-20260101-AB12');

/** What the return page shows anyone holding an order number: the number and its status (with a UPI attempt's own reason), nothing else. */
export const orderResultSchema = z.object({
  order_id: z.string(),
  status: orderStatusSchema,
  /** Why an unpaid order is unpaid (a key of PAYMENT_FAILURE_REASONS: declined, upi-declined, upi-expired, …). */
  reason: z.string().optional(),
});
export type OrderResult = z.infer<typeof orderResultSchema>;

export const customerOrderSchema = z.object({
  id: z.string(),
  items: z.array(
    z.object({
      name: z.string(),
      quantity: z.number(),
      price: z.number(),
      /** The design's catalogue id; on a plan's line, the plan's id. */
      designId: z.string(),
      /** Set on a plan's line: the months bought. */
      planMonths: z.number().nullable(),
      /**
       * On a failed, cancelled or expired order, the design's picture while it is on sale, so the line
       * can go back into the cart; null otherwise (and on a plan's line).
       */
      imageSrc: z.string().nullable(),
    }),
  ),
  total: z.number(),
  status: orderStatusSchema,
  createdAt: z.string(),
  paymentSessionId: z.string().nullable(),
  /**
   * How it was paid, or tried last on an unpaid order (Cashfree's payment_group, Razorpay's method: upi,
   * credit_card, net_banking, …), its detail (masked UPI id, card network and last 4, bank) and when it was paid.
   */
  paymentMethod: z.string().nullable().optional(),
  paymentDetail: z.string().nullable().optional(),
  paidAt: z.string().nullable().optional(),
  /** Rupees given back by successful refunds; on a PAID order above 0 it reads "Partly refunded". */
  refunded: z.number().optional(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;
export const customerOrderListSchema = z.array(customerOrderSchema);
