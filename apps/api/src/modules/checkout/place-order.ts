import { createHash, randomBytes } from 'node:crypto';
import {
  billingAddressIssue,
  cartTotals,
  type NewOrderInput,
  PRICES_CHANGED_MESSAGE,
  paiseToRupees,
  type RazorpayCheckoutOptions,
  rupeesToPaise,
} from '@store/shared';
import { isUniqueViolation } from '../../db/errors';
import { AppError, InvalidInput } from '../../lib/errors';
import { designsOnSale } from '../catalogue';
import { ProviderRejected, ProviderUnavailable } from '../payments';
import { sacCodes } from '../settings';
import { type CheckoutDeps, SESSION_LIFETIME_MS } from './checkout-deps';
import { newOrderNumber } from './order-number';
import {
  findOrderByIdempotencyKey,
  insertIdempotencyKey,
  insertOrder,
  type OrderItemRow,
  type OrderRow,
  saveSession,
} from './orders.repository';
import { razorpayCheckoutOptions } from './razorpay-checkout';

export class PricesChanged extends AppError {
  constructor(totalRupees: number) {
    super(409, PRICES_CHANGED_MESSAGE, { total: totalRupees });
  }
}

export interface Customer {
  id: string;
  name: string;
  email: string;
}

/** Prices the cart from the store's own catalogue and plans; the browser's figures are never used. */
async function priceCart(deps: CheckoutDeps, items: NewOrderInput['items'], plans: NewOrderInput['plans'] = []) {
  const quantities = new Map<string, number>();
  for (const item of items) quantities.set(item.id, (quantities.get(item.id) ?? 0) + item.quantity);
  const designs = await designsOnSale(deps.db, [...quantities.keys()]);
  const byId = new Map(designs.map((design) => [design.id, design]));
  const lines = [...quantities].map(([id, quantity]) => {
    const design = byId.get(id);
    if (!design) throw new InvalidInput(`Design ${id} is not in the catalogue`);
    if (quantity > 10) throw new InvalidInput('quantity must be between 1 and 10');
    return { design, quantity };
  });
  // A plan line is one line of quantity 1 at the monthly price × months.
  const planLines = await deps.pricePlanLines(deps.db, plans);
  const totals = cartTotals([
    ...lines.map((line) => ({ unitPaise: Number(line.design.price_paise), quantity: line.quantity })),
    ...planLines.map((line) => ({ unitPaise: line.pricePaise, quantity: 1 })),
  ]);
  return { lines, planLines, totals };
}

const requestHash = (input: NewOrderInput) =>
  createHash('sha256')
    .update(
      JSON.stringify({
        phone: input.phone,
        total: input.cartTotal,
        items: [...input.items].sort((a, b) => a.id.localeCompare(b.id)),
        // Only when given, so an order without billing details hashes as before.
        ...(input.billing ? { billing: input.billing } : {}),
        // Only when present, so a designs-only order hashes as before.
        ...(input.plans?.length ? { plans: [...input.plans].sort((a, b) => a.id.localeCompare(b.id)) } : {}),
      }),
    )
    .digest('hex');

/** The buyer's billing details as the order keeps them: copied once, never read from elsewhere later. */
const billingColumns = (billing: NewOrderInput['billing']) => ({
  billing_name: billing?.name ?? null,
  billing_state_code: billing?.stateCode ?? null,
  buyer_gstin: billing?.gstin ?? null,
  buyer_business_name: billing?.businessName ?? null,
  billing_address: billing?.address || null,
});

async function createOrderRow(
  deps: CheckoutDeps,
  customer: Customer,
  input: NewOrderInput,
  idempotencyKey: string | undefined,
): Promise<OrderRow> {
  const { lines, planLines, totals } = await priceCart(deps, input.items, input.plans);
  if (rupeesToPaise(input.cartTotal) !== totals.totalPaise) throw new PricesChanged(paiseToRupees(totals.totalPaise));
  // Only the server's own pricing can tell whether the invoice must name the recipient's address.
  const addressIssue = billingAddressIssue(input.billing, totals.subtotalPaise);
  if (addressIssue) throw new InvalidInput(addressIssue, { 'billing.address': addressIssue });
  // Each line keeps the SAC of its kind as the settings stand now: a later change never alters the order.
  const sac = await sacCodes(deps.db);
  const now = new Date().toISOString();
  for (let attempt = 0; ; attempt += 1) {
    const order: OrderRow = {
      id: randomBytes(12).toString('hex'),
      order_number: newOrderNumber(),
      user_id: customer.id,
      customer_name: customer.name,
      customer_email: customer.email,
      phone: input.phone,
      subtotal_paise: totals.subtotalPaise,
      gst_paise: totals.gstPaise,
      total_paise: totals.totalPaise,
      currency: 'INR',
      status: 'PENDING',
      provider: deps.provider.name,
      payment_session_id: null,
      session_expires_at: null,
      provider_payment_id: null,
      payment_method: null,
      card_last4: null,
      paid_at: null,
      reconcile_lock_until: null,
      created_at: now,
      updated_at: now,
      ...billingColumns(input.billing),
    };
    const items: OrderItemRow[] = lines.map((line, position) => ({
      order_id: order.id,
      position,
      design_id: line.design.id,
      title: line.design.title,
      unit_price_paise: Number(line.design.price_paise),
      quantity: line.quantity,
      sac: sac.design,
    }));
    for (const line of planLines) {
      const position = items.length;
      items.push({
        order_id: order.id,
        position,
        design_id: line.planId,
        title: line.title,
        quantity: 1,
        unit_price_paise: line.pricePaise,
        plan_months: line.months,
        sac: sac.plan,
      });
    }
    try {
      await deps.db.transaction().execute(async (trx) => {
        await insertOrder(trx, order, items);
        if (idempotencyKey) {
          await insertIdempotencyKey(trx, {
            user_id: customer.id,
            key: idempotencyKey,
            request_hash: requestHash(input),
            order_id: order.id,
          });
        }
      });
      return order;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same key was used by a concurrent request that won: answer with its order.
      const existing = idempotencyKey
        ? await findOrderByIdempotencyKey(deps.db, customer.id, idempotencyKey)
        : undefined;
      if (existing) return existing;
      if (attempt >= 5) throw error; // order numbers kept colliding
    }
  }
}

export interface PlaceOrderResult {
  payment_session_id: string;
  order_id: string;
  razorpay?: RazorpayCheckoutOptions;
}

async function answer(deps: CheckoutDeps, order: OrderRow, sessionId: string): Promise<PlaceOrderResult> {
  const razorpay = await razorpayCheckoutOptions(deps, order, sessionId);
  return { payment_session_id: sessionId, order_id: order.order_number, ...(razorpay ? { razorpay } : {}) };
}

/**
 * Creates the order (priced by the server, PENDING) and its provider payment session.
 * With an Idempotency-Key a repeat, even a concurrent one, gets the same order and session;
 * after a provider failure the retry reuses the same provider order id.
 */
export async function placeOrder(
  deps: CheckoutDeps,
  customer: Customer,
  input: NewOrderInput,
  options: { idempotencyKey?: string },
): Promise<PlaceOrderResult> {
  const existing = options.idempotencyKey
    ? await findOrderByIdempotencyKey(deps.db, customer.id, options.idempotencyKey)
    : undefined;
  if (existing && existing.request_hash !== requestHash(input)) {
    throw new AppError(422, 'This Idempotency-Key was already used for a different order');
  }
  const order = existing ?? (await createOrderRow(deps, customer, input, options.idempotencyKey));
  if (order.payment_session_id) return answer(deps, order, order.payment_session_id);
  if (order.status !== 'PENDING')
    throw new AppError(409, 'This order can no longer be paid. Please start a new checkout.');

  // Configuration only: a request's Host header must never choose where the customer is sent back to.
  const base = deps.publicUrl;
  try {
    const session = await deps.provider.createOrder({
      orderNumber: order.order_number,
      amountPaise: Number(order.total_paise),
      // From the order row, not the account: a retry must send the very same body, or Cashfree's
      // idempotency check refuses it (422) after the customer changed their name.
      customer: { id: customer.id, name: order.customer_name, email: order.customer_email, phone: order.phone },
      returnUrl: `${base}/formpage?order_id={order_id}`,
      notifyUrl: `${base}/api/payments/webhook/${deps.provider.name}`,
      expiresAt: new Date(Date.parse(order.created_at) + SESSION_LIFETIME_MS),
    });
    await saveSession(deps.db, order.id, session.paymentSessionId, session.expiresAt);
    return answer(deps, order, session.paymentSessionId);
  } catch (error) {
    if (error instanceof ProviderUnavailable || error instanceof ProviderRejected) {
      // The order stays PENDING without a session: a retry resumes it, reconciliation closes it if abandoned.
      throw new AppError(502, 'The payment service is not responding. Please try again in a moment.');
    }
    throw error;
  }
}
