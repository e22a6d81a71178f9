import { formatPaise, priceDisplay, rupeesToPaise } from '@store/shared';
import { WithGst } from '../../../components/with-gst';
import { useLanguage, useTranslation } from '../../../i18n';

/**
 * First-year price with its total incl. GST under it, MRP at double struck through with "50% Off", and
 * the second-year price at half.
 */
export function PriceBlock({ price }: { price: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const display = priceDisplay(rupeesToPaise(price));
  return (
    <div className="space-y-1">
      <p className="flex items-baseline gap-2">
        <span className="text-xl font-bold text-slate-900">{formatPaise(display.firstYearPaise, language)}</span>
        <span className="text-sm text-slate-600">{t('catalogue.firstYear')}</span>
      </p>
      <WithGst pricePaise={display.firstYearPaise} />
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-slate-600 line-through">
          <span className="sr-only">{t('catalogue.mrp')}</span>
          {formatPaise(display.mrpPaise, language)}
        </span>
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
          {t('catalogue.off')}
        </span>
      </p>
      <p className="text-xs text-slate-600">
        {t('catalogue.renewal', { price: formatPaise(display.renewalPaise, language) })}
      </p>
    </div>
  );
}
