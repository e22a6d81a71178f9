import { formatRupees, rupeesToPaise } from '@store/shared';
import { WithGst } from '../../../components/with-gst';
import { useLanguage, useTranslation } from '../../../i18n';
import type { CartItem } from '../../../lib/cart-rules';
import { useLineTitle } from '../../../lib/use-line-title';

/** One cart line: image, title, price (× quantity) with the line's total incl. GST, and Remove. */
export function CartLine({ item, onRemove }: { item: CartItem; onRemove: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = useLineTitle()(item.title, item.plan?.months);
  return (
    <li className="flex gap-3 py-4">
      {item.plan ? (
        // A marketing plan has no picture: its months stand in the image's place.
        <span className="flex h-16 w-24 shrink-0 flex-col items-center justify-center rounded-lg bg-brand-50 text-brand-800 ring-1 ring-brand-200">
          <span className="text-xl font-bold leading-none">{item.plan.months}</span>
          <span className="text-xs">{t('cart.month', { count: item.plan.months })}</span>
        </span>
      ) : (
        <img
          src={item.imageSrc}
          alt=""
          width={96}
          height={64}
          // In view as the cart opens (the largest thing /cart paints): fetched at once, not when laid out.
          decoding="async"
          className="h-16 w-24 shrink-0 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
        />
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{title}</p>
        <p className="text-sm text-slate-600">
          {formatRupees(item.price, language)}
          {item.quantity > 1 ? <span> × {item.quantity}</span> : null}
        </p>
        <WithGst pricePaise={rupeesToPaise(item.price)} quantity={item.quantity} className="text-xs text-slate-600" />
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('cart.removeItem', { title })}
        className="self-start rounded-lg px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50"
      >
        {t('cart.remove')}
      </button>
    </li>
  );
}
