import { formatPaise, GST_PERCENT } from '@store/shared';
import { useLanguage, useTranslation } from '../i18n';
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
  const { t } = useTranslation();
  const language = useLanguage();
  const totals = totalsOf(items);
  return (
    <dl className="space-y-1 text-sm">
      <div className="flex justify-between">
        <dt className="text-slate-600">{t('cart.subtotal')}</dt>
        <dd>{formatPaise(totals.subtotalPaise, language)}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-slate-600">{t('cart.gst', { percent: GST_PERCENT })}</dt>
        <dd>{formatPaise(totals.gstPaise, language)}</dd>
      </div>
      <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold">
        <dt>{t('cart.total')}</dt>
        <dd data-testid={totalTestId}>{formatPaise(totals.totalPaise, language)}</dd>
      </div>
    </dl>
  );
}
