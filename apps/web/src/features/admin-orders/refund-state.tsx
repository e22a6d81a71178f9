import { type AdminRefund, formatRupees } from '@store/shared';

/**
 * Where the order's latest refund stands while the order is still PAID: pending at the provider (the
 * order becomes REFUNDED when it confirms), or failed with the provider's reason (the admin may refund again).
 */
export function RefundState({ refund }: { refund: AdminRefund | null }) {
  if (refund?.status === 'PENDING')
    return (
      <p role="status" className="w-full rounded-lg bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-200">
        <span className="font-semibold">Refund pending</span>
        {refund.providerStatus === null
          ? ': the payment provider has not answered yet. Refund again to send the same refund once more.'
          : `: the payment provider is processing the refund of ${formatRupees(refund.amount)}${
              refund.providerStatus === 'ONHOLD' ? ' (on hold at the provider)' : ''
            }. The order becomes REFUNDED, with its credit note, when the provider confirms it.`}
      </p>
    );
  if (refund?.status === 'FAILED')
    return (
      <p role="alert" className="w-full rounded-lg bg-red-50 px-3 py-2 text-red-800 ring-1 ring-red-200">
        <span className="font-semibold">Refund failed: {refund.message ?? 'the payment provider gave no reason.'}</span>{' '}
        No money went back; the order can be refunded again.
      </p>
    );
  return null;
}
