import { indiaDayText, paymentMethodLabel } from '@store/shared';
import { useLanguage, useTranslation } from '../i18n';

/** "Paid by UPI (ka****@okaxis) on 25 Nov 2026" under a paid order, in the page's language; nothing when the method is not known. */
export function PaidBy({
  order,
  className = '',
}: {
  order: { paymentMethod?: string | null; paymentDetail?: string | null; paidAt?: string | null };
  className?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!order.paymentMethod || !order.paidAt) return null;
  const label = paymentMethodLabel(order.paymentMethod);
  // The English date is the one the mail and the invoice print (paidByText): "25 Nov 2026".
  const date = indiaDayText(order.paidAt, language);
  const method = label === 'card' || label === 'netbanking' ? t(`orderDetails.method.${label}`) : label;
  // A card's detail is "Visa ending 1111" (the provider's network name, our words around it).
  const card = order.paymentDetail?.match(/^(.+) ending (\d{4})$/);
  const said = card ? t('orderDetails.cardEnding', { network: card[1], last4: card[2] }) : order.paymentDetail;
  const detail = said ? ` (${said})` : '';
  return <p className={`text-sm text-slate-700 ${className}`}>{t('orderDetails.paidBy', { method, detail, date })}</p>;
}
