import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './accounts-helpers';
import type { Card } from './checkout-helpers';
import { createOrder } from './factories';
import { recordPlansForPaidOrder } from './plan-periods';
import type { TestApp } from './test-app';

export interface Plan {
  id: string;
  title: string;
  pricePerMonth: number;
  adCredit: number;
  features: string[];
}

export interface Cart {
  designs: Array<{ card: Card; quantity: number }>;
  plans: Array<{ plan: Plan; months: number }>;
}

export async function listPlans(app: FastifyInstance): Promise<Plan[]> {
  return ((await app.inject({ method: 'GET', url: '/api/plans' })).json() as { plans: Plan[] }).plans;
}

/**
 * What the customer must pay in rupees, worked out in BigInt apart from the store's money code:
 * designs at price × quantity, plans at monthly price × months, plus 18% GST half-up to the paisa.
 */
export function expectedCartTotal({ designs, plans }: Cart): number {
  const paise = (rupees: number) => BigInt(Math.round(rupees * 100));
  const subtotal =
    designs.reduce((sum, { card, quantity }) => sum + paise(card.price) * BigInt(quantity), 0n) +
    plans.reduce((sum, { plan, months }) => sum + paise(plan.pricePerMonth) * BigInt(months), 0n);
  const gst = (subtotal * 18n + 50n) / 100n;
  return Number(subtotal + gst) / 100;
}

/** Billing details with an address, as a cart of ₹50,000 or more before GST needs (CGST Rules, rule 46). */
const PLAN_BUYER_BILLING = { name: 'Plan Buyer', stateCode: '29', address: '12 MG Road\nBengaluru 560001' };

export function cartBody(cart: Cart, overrides: Record<string, unknown> = {}) {
  return {
    cartTotal: expectedCartTotal(cart),
    phone: '9876543210',
    items: cart.designs.map(({ card, quantity }) => ({ id: card._id, quantity })),
    plans: cart.plans.map(({ plan, months }) => ({ id: plan.id, months })),
    billing: PLAN_BUYER_BILLING,
    ...overrides,
  };
}

/** Places the cart's order: its number and stored row. */
export const placeCart = (t: TestApp, token: string, cart: Cart) => createOrder(t, token, cartBody(cart));

/** Marks a placed order paid at `paidAt` and runs the plans module's own order-paid listener, as a payment would. */
export async function payAt(t: TestApp, order: Awaited<ReturnType<typeof placeCart>>['order'], paidAt: string) {
  const items = await t.store.db
    .selectFrom('checkout_order_items')
    .selectAll()
    .where('order_id', '=', order.id)
    .execute();
  await t.store.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('checkout_orders')
      .set({ status: 'PAID', paid_at: paidAt })
      .where('id', '=', order.id)
      .execute();
    await recordPlansForPaidOrder(trx, { order: { ...order, paid_at: paidAt }, items });
  });
}

export async function myPlans(app: FastifyInstance, token: string) {
  const response = await app.inject({ method: 'GET', url: '/api/my-plans', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    today: string;
    plans: Array<{
      planId: string;
      title: string;
      monthsBought: number;
      startsOn: string;
      endsOn: string;
      adCredit: number;
      monthsLeft: number;
      status: string;
    }>;
  };
}
