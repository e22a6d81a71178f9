import type { RefundedOrder } from '../checkout';
import { lineKindOf, lineSac } from './invoice-pdf';

/** One line a partial refund's credit note credits, as printed: the units (or months) and their taxable value. */
export interface CreditedLine {
  position: number;
  title: string;
  quantity: number;
  unitPricePaise: number;
  taxablePaise: number;
  kind: 'design' | 'plan';
  sac: string;
  /** The GST report's quantity (whole units): a design's units; a plan line counts once, when its last month goes back. */
  reportQuantity: number;
}

const monthsLabel = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

/**
 * The lines of a partial refund as its credit note lists them, from the order's lines as placed: a
 * design's units at its unit price; a plan's refunded months as one line ("PRO PLAN — 3 months: last
 * 2 months, not started") at their share of the plan's price.
 */
export function creditedLines({ items, lines }: Pick<RefundedOrder, 'items' | 'lines'>): CreditedLine[] {
  if (lines === 'all') return [];
  return lines.map((line) => {
    const item = items.find((entry) => Number(entry.position) === line.position);
    if (!item) throw new Error(`the refund names line ${line.position}, which the order does not have`);
    const taxable = line.taxablePaise ?? Number(item.unit_price_paise) * line.quantity;
    const months = line.months;
    return {
      position: line.position,
      title: months ? `${item.title}: last ${monthsLabel(months)}, not started` : item.title,
      quantity: months ? 1 : line.quantity,
      unitPricePaise: months ? taxable : Number(item.unit_price_paise),
      taxablePaise: taxable,
      kind: lineKindOf(item),
      sac: lineSac(item),
      reportQuantity: months ? (line.left ? 0 : 1) : line.quantity,
    };
  });
}
