import { type AdminOrderDetail, formatRupees, REFUND_REASON_MAX, refundOrderSchema } from '@store/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TextareaField } from '../../components/ui/textarea-field';
import { failureMessage } from '../../lib/failure-message';
import { notify } from '../../lib/notify';
import { adminOrdersKeys } from './api/admin-orders-keys';
import { refundAdminOrder } from './api/refund-admin-order';
import { RefundState } from './refund-state';
import { RefundWorkWarning } from './refund-work-warning';

/**
 * "Refund" on a paid order, confirmed twice: the first step asks for the reason (printed on the
 * credit note), the second asks once more before the whole amount goes back. The button stays
 * disabled while it runs, and the server refunds an order once however often it is asked. While the
 * provider processes a refund it shows "Refund pending" instead; after a failed one, why, and the button again.
 */
export function RefundPanel({ order }: { order: AdminOrderDetail }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'closed' | 'reason' | 'final'>('closed');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const refund = useMutation({
    mutationFn: (input: { reason: string }) => refundAdminOrder(order.id, input),
    onSuccess: ({ message, ...answered }) => {
      queryClient.setQueryData(adminOrdersKeys.detail(order.id), answered);
      void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.projects(order.id) });
      setStep('closed');
      if (answered.status === 'REFUNDED') void notify('success', `Order ${order.id} refunded; credit note issued.`);
      else void notify('info', message ?? 'The refund is pending with the payment provider.');
    },
    onError: (failure) => setError(failureMessage(failure, 'The refund could not be made. Please try again.')),
  });

  // A refund the provider took on is settling: a second one would be refused until it confirms or fails.
  const providerProcessing = order.refund?.status === 'PENDING' && order.refund.providerStatus !== null;
  if (step === 'closed')
    return (
      <>
        <RefundState refund={order.refund} />
        {providerProcessing ? null : (
          <button
            type="button"
            onClick={() => setStep('reason')}
            className="rounded-lg px-3 py-2 font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50"
          >
            Refund
          </button>
        )}
      </>
    );

  const toFinalStep = () => {
    const parsed = refundOrderSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setStep('final');
  };
  const amount = formatRupees(order.total);
  return (
    <section
      role="alertdialog"
      aria-labelledby="refund-title"
      className="w-full space-y-3 rounded-xl bg-red-50 p-4 ring-1 ring-red-200"
    >
      <h3 id="refund-title" className="font-semibold text-red-900">
        Refund {amount} to {order.customer.name}?
      </h3>
      <p className="text-red-900">
        The whole amount goes back through the payment provider and a credit note is issued. This cannot be undone.
      </p>
      <RefundWorkWarning orderNumber={order.id} />
      {step === 'reason' ? (
        <TextareaField
          label="Reason (printed on the credit note)"
          value={reason}
          maxLength={REFUND_REASON_MAX}
          rows={2}
          onChange={(event) => setReason(event.target.value)}
          error={error}
        />
      ) : (
        <p className="font-semibold text-red-900">
          Last check: refund {amount} for “{reason.trim()}”?
          {error ? <span className="mt-1 block font-normal text-red-700">{error}</span> : null}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {step === 'reason' ? (
          <button
            type="button"
            onClick={toFinalStep}
            className="rounded-lg bg-red-700 px-3 py-2 font-semibold text-white hover:bg-red-800"
          >
            Continue to refund
          </button>
        ) : (
          <button
            type="button"
            onClick={() => refund.mutate({ reason })}
            disabled={refund.isPending}
            className="rounded-lg bg-red-700 px-3 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {refund.isPending ? 'Refunding…' : `Yes, refund ${amount}`}
          </button>
        )}
        <button
          type="button"
          onClick={() => {
            setStep('closed');
            setError(undefined);
          }}
          disabled={refund.isPending}
          className="rounded-lg px-3 py-2 font-semibold ring-1 ring-slate-300 hover:bg-white disabled:opacity-60"
        >
          Keep the order
        </button>
      </div>
    </section>
  );
}
