import { type AdminOrderDetail, formatRupees, REFUND_REASON_MAX, refundOrderSchema } from '@store/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TextareaField } from '../../components/ui/textarea-field';
import { failureMessage } from '../../lib/failure-message';
import { notify } from '../../lib/notify';
import { adminOrdersKeys } from './api/admin-orders-keys';
import { refundAdminOrder } from './api/refund-admin-order';

/**
 * "Refund" on a paid order: a first click asks for confirmation (with an optional reason for the
 * credit note), the second refunds the whole amount. The button stays disabled while it runs, and
 * the server refunds an order once however often it is asked.
 */
export function RefundPanel({ order }: { order: AdminOrderDetail }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const refund = useMutation({
    mutationFn: (input: { reason: string }) => refundAdminOrder(order.id, input),
    onSuccess: (refunded) => {
      queryClient.setQueryData(adminOrdersKeys.detail(order.id), refunded);
      void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.lists() });
      setConfirming(false);
      void notify('success', `Order ${order.id} refunded; credit note issued.`);
    },
    onError: (failure) => setError(failureMessage(failure, 'The refund could not be made. Please try again.')),
  });

  if (!confirming)
    return (
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className="rounded-lg px-3 py-2 font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
      >
        Refund
      </button>
    );

  const submit = () => {
    const parsed = refundOrderSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    refund.mutate({ reason });
  };
  return (
    <section
      role="alertdialog"
      aria-labelledby="refund-title"
      className="w-full space-y-3 rounded-xl bg-red-50 p-4 ring-1 ring-red-200"
    >
      <h3 id="refund-title" className="font-semibold text-red-900">
        Refund {formatRupees(order.total)} to {order.customer.name}?
      </h3>
      <p className="text-red-900">
        The whole amount goes back through the payment provider and a credit note is issued. This cannot be undone.
      </p>
      <TextareaField
        label="Reason (printed on the credit note)"
        value={reason}
        maxLength={REFUND_REASON_MAX}
        rows={2}
        onChange={(event) => setReason(event.target.value)}
        error={error}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={submit}
          disabled={refund.isPending}
          className="rounded-lg bg-red-700 px-3 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {refund.isPending ? 'Refunding…' : `Yes, refund ${formatRupees(order.total)}`}
        </button>
        <button
          type="button"
          onClick={() => setConfirming(false)}
          disabled={refund.isPending}
          className="rounded-lg px-3 py-2 font-semibold ring-1 ring-slate-300 hover:bg-white disabled:opacity-60"
        >
          Keep the order
        </button>
      </div>
    </section>
  );
}
