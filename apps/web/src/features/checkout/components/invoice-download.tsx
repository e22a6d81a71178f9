import { DownloadButton } from '../../../components/download-button';
import { useTranslation } from '../../../i18n';

/** The tax invoice of the signed-in customer's paid order, downloaded with their token. */
export function InvoiceDownload({ orderNumber, className = '' }: { orderNumber: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <DownloadButton
      path={`/orders/${encodeURIComponent(orderNumber)}/invoice.pdf`}
      filename={`invoice-${orderNumber}.pdf`}
      className={`rounded-xl px-3 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 disabled:opacity-60 ${className}`}
    >
      {t('orders.invoice')}
    </DownloadButton>
  );
}
