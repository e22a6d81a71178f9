import { formatWithGst } from '@store/shared';
import { useLanguage, useTranslation } from '../i18n';

interface WithGstProps {
  /** The price shown beside this line, before GST, in paise. */
  pricePaise: number;
  quantity?: number;
  /** Follows the amount, as the price beside it has it: "/month". */
  per?: string;
  className?: string;
}

/**
 * "+ GST · ₹8,258.82 incl. GST": beside a price shown without its GST, what it comes to with it,
 * by the cart's own arithmetic, so the shopper meets no new figure at the cart.
 */
export function WithGst({ pricePaise, quantity = 1, per = '', className = 'text-sm text-slate-600' }: WithGstProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <p className={className}>
      {t('catalogue.plusGst')} <span aria-hidden="true">·</span>{' '}
      <span className="font-semibold text-slate-900">
        {formatWithGst(pricePaise, quantity, language)}
        {per}
      </span>{' '}
      {t('catalogue.inclGst')}
    </p>
  );
}
