/**
 * A partial refund's amounts in integer paise, from the order's own lines as placed. Every share is
 * taken cumulatively (what all refunds up to this one give back, less what those before it gave), so
 * however an order is refunded in parts, the parts add up to the order's subtotal and GST exactly.
 */

/** An order line as placed: a design's unit price × quantity, or a plan's price of all its months (quantity 1). */
export interface RefundableLine {
  position: number;
  unitPaise: number;
  quantity: number;
  /** Set on a plan line: the months bought (its units for a refund). */
  planMonths?: number | null;
}

/** Units of one line: a design line's units, or a plan line's months. */
export interface RefundUnits {
  position: number;
  units: number;
}

export interface RefundFigures {
  lines: Array<RefundUnits & { taxablePaise: number }>;
  taxablePaise: number;
  gstPaise: number;
  totalPaise: number;
}

/** A line's units for a refund: a plan's months, a design's quantity. */
export const refundableUnitsOf = (line: RefundableLine): number => line.planMonths || line.quantity;

/** `amount × part / whole` rounded half-up to the paisa; the whole amount when part is the whole. */
function shareOf(amountPaise: number, part: number, whole: number): number {
  if (part >= whole) return amountPaise;
  const exact = BigInt(amountPaise) * BigInt(part);
  const quotient = exact / BigInt(whole);
  return Number((exact % BigInt(whole)) * 2n >= BigInt(whole) ? quotient + 1n : quotient);
}

/** Taxable value of the first `units` units of a line (a plan's months share its price). */
const taxableUpTo = (line: RefundableLine, units: number) =>
  shareOf(line.unitPaise * line.quantity, units, refundableUnitsOf(line));

const unitsOf = (list: readonly RefundUnits[], position: number) =>
  list.filter((entry) => entry.position === position).reduce((sum, entry) => sum + entry.units, 0);

/**
 * What refunding `refund` gives back after `before` (the order's earlier successful refunds): each
 * line's taxable value, their sum, and its GST as the order's GST shared by taxable value. Units are
 * not checked here (the server refuses units beyond what is left before it calls this).
 */
export function refundFigures(
  order: { subtotalPaise: number; gstPaise: number },
  lines: readonly RefundableLine[],
  before: readonly RefundUnits[],
  refund: readonly RefundUnits[],
): RefundFigures {
  let taxableBefore = 0;
  let taxablePaise = 0;
  const refunded: RefundFigures['lines'] = [];
  for (const line of lines) {
    const earlier = unitsOf(before, line.position);
    const now = unitsOf(refund, line.position);
    taxableBefore += taxableUpTo(line, earlier);
    if (now === 0) continue;
    const taxable = taxableUpTo(line, earlier + now) - taxableUpTo(line, earlier);
    refunded.push({ position: line.position, units: now, taxablePaise: taxable });
    taxablePaise += taxable;
  }
  const gstPaise =
    shareOf(order.gstPaise, taxableBefore + taxablePaise, order.subtotalPaise) -
    shareOf(order.gstPaise, taxableBefore, order.subtotalPaise);
  return { lines: refunded, taxablePaise, gstPaise, totalPaise: taxablePaise + gstPaise };
}
