import type { CustomerOrder } from '@store/shared';
import { DownloadButton } from '../../../components/download-button';
import { useTranslation } from '../../../i18n';

/** A refunded or partly refunded order's (latest) credit note, downloaded with the customer's token; nothing for other orders. */
export function CreditNoteDownload({ order }: { order: CustomerOrder }) {
  const { t } = useTranslation();
  if (order.status !== 'REFUNDED' && !(order.status === 'PAID' && (order.refunded ?? 0) > 0)) return null;
  return (
    <DownloadButton
      path={`/orders/${encodeURIComponent(order.id)}/credit-note.pdf`}
      filename={`credit-note-${order.id}.pdf`}
      className="mt-3 mr-2 rounded-xl px-3 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 disabled:opacity-60"
    >
      {t('orderDetails.creditNote')}
    </DownloadButton>
  );
}
