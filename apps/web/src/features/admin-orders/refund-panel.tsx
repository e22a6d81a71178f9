import {
  type AdminOrderDetail,
  formatPaise,
  REFUND_REASON_MAX,
  type RefundLineInput,
  refundOrderSchema,
  rupeesToPaise,
} from '@store/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TextareaField } from '../../components/ui/textarea-field';
import { failureMessage } from '../../lib/failure-message';
import { notify } from '../../lib/notify';
import { type SchemaForm, useSchemaForm } from '../../lib/use-schema-form';
import { adminOrdersKeys } from './api/admin-orders-keys';
import { refundableOrderQueryOptions } from './api/get-refundable-order';
import { refundAdminOrder } from './api/refund-admin-order';
import { choiceFigures, choiceLines, type RefundChoice, RefundLinesPicker } from './refund-lines-picker';
import { RefundState } from './refund-state';
import { RefundWorkWarning } from './refund-work-warning';

/**
 * "Refund" on a paid order, confirmed twice: the first step asks for the reason (printed on the
 * credit note) and what goes back (the whole order, or chosen lines: design units, unstarted plan
 * months, the amount worked out by the shared math the server confirms), the second asks once more. The button stays
 * disabled while it runs, and the server refunds an order once however often it is asked. While the
 * provider processes a refund it shows "Refund pending" instead; after a failed one, why, and the button again.
 */
export function RefundPanel({ order }: { order: AdminOrderDetail }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'closed' | 'reason' | 'final'>('closed');
  const [failure, setFailure] = useState<string | undefined>();
  const [mode, setMode] = useState<'whole' | 'lines'>('whole');
  const [choice, setChoice] = useState<RefundChoice>({});
  const refundable = useQuery({ ...refundableOrderQueryOptions(order.id), enabled: step !== 'closed' });
  const refund = useMutation({
    mutationFn: (input: { reason: string; lines?: RefundLineInput[] }) => refundAdminOrder(order.id, input),
    onSuccess: ({ message, ...answered }) => {
      queryClient.setQueryData(adminOrdersKeys.detail(order.id), answered);
      void queryClient.invalidateQueries({ queryKey: refundableOrderQueryOptions(order.id).queryKey });
      setChoice({});
      setMode('whole');
      void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: adminOrdersKeys.projects(order.id) });
      setStep('closed');
      if (answered.status === 'REFUNDED') notify('success', `Order ${order.id} refunded; credit note issued.`);
      else if (answered.refund?.status === 'SUCCESS')
        notify('success', `${formatPaise(rupeesToPaise(answered.refund.amount))} refunded; credit note issued.`);
      else notify('info', message ?? 'The refund is pending with the payment provider.');
    },
  });
  // Confirmed twice: the first submit checks the reason (and the lines chosen), the second sends it as typed.
  const form: SchemaForm<{ reason: string }> = useSchemaForm({
    initial: { reason: '' },
    schema: refundOrderSchema,
    beforeSubmit: () => {
      setFailure(undefined);
      return true;
    },
    onValid: async (_data, { reason }): Promise<void> => {
      if (step === 'reason') {
        if (mode === 'lines' && byLines.totalPaise === 0)
          form.setErrors({ reason: 'Choose at least one line to refund.' });
        else setStep('final');
        return;
      }
      const lines = mode === 'lines' && refundable.data ? choiceLines(refundable.data, choice) : undefined;
      await refund.mutateAsync(lines ? { reason, lines } : { reason });
    },
    onFailure: (refused) => {
      setFailure(failureMessage(refused, 'The refund could not be made. Please try again.'));
      return {};
    },
  });
  const reason = form.values.reason;

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

  const refundedPaise = rupeesToPaise(order.refunded ?? 0);
  const byLines = refundable.data ? choiceFigures(refundable.data, choice) : { totalPaise: 0 };
  const amount = formatPaise(mode === 'lines' ? byLines.totalPaise : rupeesToPaise(order.total) - refundedPaise);
  const canChooseLines = refundable.data?.lines.some((line) => line.refundableUnits > 0) ?? false;
  return (
    <section
      role="alertdialog"
      aria-labelledby="refund-title"
      className="w-full space-y-3 rounded-xl bg-red-50 p-4 ring-1 ring-red-200"
    >
      <h3 id="refund-title" className="font-semibold text-red-900">
        Refund {amount} to {order.customer.name}?
      </h3>
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="space-y-3">
        {step === 'reason' && canChooseLines ? (
          <fieldset className="flex flex-wrap gap-x-4 gap-y-1 text-red-900">
            <legend className="sr-only">What to refund</legend>
            {(
              [
                ['whole', refundedPaise > 0 ? 'Everything that remains' : 'The whole order'],
                ['lines', 'Chosen lines'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="refund-mode"
                  checked={mode === value}
                  onChange={() => setMode(value)}
                  className="size-4 accent-red-700"
                />
                {label}
              </label>
            ))}
          </fieldset>
        ) : null}
        {mode === 'lines' ? (
          <p className="text-red-900">
            The chosen lines go back through the payment provider and a credit note lists them. This cannot be undone.
          </p>
        ) : refundedPaise > 0 ? (
          <p className="text-red-900">
            What remains of the order goes back through the payment provider and a credit note is issued. This cannot be
            undone.
          </p>
        ) : (
          <p className="text-red-900">
            The whole amount goes back through the payment provider and a credit note is issued. This cannot be undone.
          </p>
        )}
        {mode === 'lines' ? (
          <p className="text-red-900">
            Only the chosen lines’ projects not yet delivered are cancelled (for a plan, its refunded months), and the
            customer told by mail.
          </p>
        ) : (
          <RefundWorkWarning orderNumber={order.id} />
        )}
        {step === 'reason' && mode === 'lines' && refundable.data ? (
          <RefundLinesPicker order={refundable.data} choice={choice} onChange={setChoice} />
        ) : null}
        {step === 'reason' ? (
          <TextareaField
            label="Reason (printed on the credit note)"
            maxLength={REFUND_REASON_MAX}
            rows={2}
            {...form.field('reason')}
          />
        ) : (
          <p className="font-semibold text-red-900">
            Last check: refund {amount} for “{reason.trim()}”?
            {failure ? <span className="mt-1 block font-normal text-red-700">{failure}</span> : null}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {step === 'reason' ? (
            <button type="submit" className="rounded-lg bg-red-700 px-3 py-2 font-semibold text-white hover:bg-red-800">
              Continue to refund
            </button>
          ) : (
            <button
              type="submit"
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
              form.setErrors({});
              setFailure(undefined);
            }}
            disabled={refund.isPending}
            className="rounded-lg px-3 py-2 font-semibold ring-1 ring-slate-300 hover:bg-white disabled:opacity-60"
          >
            Keep the order
          </button>
        </div>
      </form>
    </section>
  );
}
