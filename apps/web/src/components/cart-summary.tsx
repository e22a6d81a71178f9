import { formatPaise, GST_PERCENT } from '@store/shared';
import type { CartItem } from '../lib/cart-rules';
import { totalsOf } from '../lib/cart-rules';

/** Subtotal, GST and total of the cart, in rupees with two decimals. */
export function CartSummary({
  items,
  totalTestId = 'cart-total',
}: {
  items: readonly CartItem[];
  totalTestId?: string;
}) {
  const totals = totalsOf(items);
  return (
    <dl className="space-y-1 text-sm">
      <div className="flex justify-between">
        <dt className="text-slate-600">Subtotal</dt>
        <dd>{formatPaise(totals.subtotalPaise)}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-slate-600">GST ({GST_PERCENT}%)</dt>
        <dd>{formatPaise(totals.gstPaise)}</dd>
      </div>
      <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd data-testid={totalTestId}>{formatPaise(totals.totalPaise)}</dd>
      </div>
    </dl>
  );
}
