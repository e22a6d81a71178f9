import type { RefundableOrder } from '@store/shared';
import { NotFound } from '../../lib/errors';
import type { CheckoutDeps } from './checkout-deps';
import { findOrderByNumber, listItems } from './orders.repository';
import { refundedPaiseOfOrders, refundedUnitsOfOrder } from './refund-lines.repository';
import { refundableUnits } from './refund-plan';

/** The refund dialog's figures: each line as placed, what of it went back and what may still go back. */
export async function refundableOrder(deps: CheckoutDeps, orderNumber: string): Promise<RefundableOrder> {
  const order = await findOrderByNumber(deps.db, orderNumber);
  if (!order) throw new NotFound('No such order');
  const [items, before, refunded] = await Promise.all([
    listItems(deps.db, [order.id]),
    refundedUnitsOfOrder(deps.db, order.id),
    refundedPaiseOfOrders(deps.db, [order.id]),
  ]);
  const unstarted = (id: string, position: number) =>
    deps.unstartedPlanMonths ? deps.unstartedPlanMonths(deps.db, id, position) : Promise.resolve(0);
  const open = order.status === 'PAID' ? await refundableUnits(order, items, before, unstarted) : new Map();
  return {
    id: order.order_number,
    subtotalPaise: Number(order.subtotal_paise),
    gstPaise: Number(order.gst_paise),
    totalPaise: Number(order.total_paise),
    refundedPaise: refunded.get(order.id) ?? (order.status === 'REFUNDED' ? Number(order.total_paise) : 0),
    lines: items.map((item) => {
      const position = Number(item.position);
      return {
        position,
        name: item.title,
        kind: item.plan_months ? ('plan' as const) : ('design' as const),
        quantity: Number(item.quantity),
        unitPaise: Number(item.unit_price_paise),
        planMonths: item.plan_months ? Number(item.plan_months) : null,
        refundedUnits: before.filter((entry) => entry.position === position).reduce((sum, e) => sum + e.units, 0),
        refundableUnits: open.get(position) ?? 0,
      };
    }),
  };
}
