import {
  type RefundFigures,
  type RefundLineInput,
  type RefundUnits,
  refundableUnitsOf,
  refundFigures,
} from '@store/shared';
import { Conflict, InvalidInput } from '../../lib/errors';
import type { OrderItemRow, OrderRow } from './orders.repository';

/** What one refund attempt gives back: the whole order (as before partial refunds), or these lines. */
export type RefundPlan = { kind: 'whole'; amountPaise: number } | { kind: 'lines'; figures: RefundFigures };

/** How many months of a plan line have not started yet (and were not refunded): the plans module knows. */
export type UnstartedMonths = (orderId: string, position: number) => Promise<number>;

const asRefundable = (item: OrderItemRow) => ({
  position: Number(item.position),
  unitPaise: Number(item.unit_price_paise),
  quantity: Number(item.quantity),
  planMonths: item.plan_months ? Number(item.plan_months) : null,
});

const left = (item: OrderItemRow, before: RefundUnits[]) =>
  refundableUnitsOf(asRefundable(item)) -
  before.filter((entry) => entry.position === Number(item.position)).reduce((sum, entry) => sum + entry.units, 0);

/** Every unit still left of every line: a refund "of the rest" after partial ones. */
export const remainingUnits = (items: OrderItemRow[], before: RefundUnits[]): RefundUnits[] =>
  items
    .map((item) => ({ position: Number(item.position), units: left(item, before) }))
    .filter((entry) => entry.units > 0);

/** Each line's units still refundable: a design's units left, a plan's months left that have not started. */
export async function refundableUnits(
  order: OrderRow,
  items: OrderItemRow[],
  before: RefundUnits[],
  unstarted: UnstartedMonths,
): Promise<Map<number, number>> {
  const units = new Map<number, number>();
  for (const item of items) {
    const rest = left(item, before);
    units.set(
      Number(item.position),
      item.plan_months ? Math.min(rest, await unstarted(order.id, Number(item.position))) : rest,
    );
  }
  return units;
}

/**
 * The server's own reckoning of a refund from the order's lines as placed (never an amount from the
 * browser). Without lines: the whole order, or every unit left once part of it was refunded. With lines:
 * each must exist, name quantity for a design and months for a plan, and fit what is left (a started
 * month never goes back): 400 for a malformed line, 409 for one already refunded or started.
 */
export async function planRefund(
  order: OrderRow,
  items: OrderItemRow[],
  before: RefundUnits[],
  requested: RefundLineInput[] | undefined,
  unstarted: UnstartedMonths,
): Promise<RefundPlan> {
  const totals = { subtotalPaise: Number(order.subtotal_paise), gstPaise: Number(order.gst_paise) };
  const lines = items.map(asRefundable);
  if (!requested) {
    if (before.length === 0) return { kind: 'whole', amountPaise: Number(order.total_paise) };
    return { kind: 'lines', figures: refundFigures(totals, lines, before, remainingUnits(items, before)) };
  }
  const refund: RefundUnits[] = [];
  for (const line of requested) {
    const item = items.find((entry) => Number(entry.position) === line.position);
    if (!item) throw new InvalidInput(`This order has no line ${line.position + 1}.`);
    const name = `Line ${line.position + 1} (${item.title})`;
    if (item.plan_months && line.months === undefined)
      throw new InvalidInput(`${name} is a plan: give the months to refund.`);
    if (!item.plan_months && line.quantity === undefined)
      throw new InvalidInput(`${name} is a design: give the quantity to refund.`);
    const units = line.months ?? line.quantity ?? 0;
    const rest = left(item, before);
    if (rest === 0) throw new Conflict(`${name} is already refunded.`);
    if (units > rest) throw new Conflict(`${name} has only ${rest} left to refund.`);
    if (item.plan_months) {
      const notStarted = await unstarted(order.id, line.position);
      if (units > notStarted)
        throw new Conflict(
          `${name}: only ${notStarted} of its months have not started. A started month cannot be refunded.`,
        );
    }
    refund.push({ position: line.position, units });
  }
  return { kind: 'lines', figures: refundFigures(totals, lines, before, refund) };
}
