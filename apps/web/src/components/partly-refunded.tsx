import { formatPaise, rupeesToPaise } from '@store/shared';
import { useLanguage, useTranslation } from '../i18n';

/**
 * "Partly refunded" on a PAID order some of which went back (a refund by line): how much went back and
 * what remains. Nothing for any other order.
 */
export function PartlyRefunded({
  order,
  className = '',
}: {
  order: { status: string; total: number; refunded?: number };
  className?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (order.status !== 'PAID' || !order.refunded) return null;
  const back = rupeesToPaise(order.refunded);
  return (
    <p className={`text-sm text-violet-900 ${className}`} data-testid="partly-refunded">
      <span className="mr-2 rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-semibold text-violet-800">
        {t('orderDetails.partlyRefunded')}
      </span>
      {t('orderDetails.refundedRemains', {
        back: formatPaise(back, language),
        remains: formatPaise(rupeesToPaise(order.total) - back, language),
      })}
    </p>
  );
}
