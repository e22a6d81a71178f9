import { type MarketingPlanData, type PlanUpdateField, planUpdateInputSchema } from '@store/shared';
import { useId, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { failureMessage } from '../../../lib/failure-message';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSavePlan } from '../api/save-plan';

type Values = Record<PlanUpdateField, string>;

const valuesOf = (plan: MarketingPlanData): Values => ({
  pricePerMonth: String(plan.pricePerMonth),
  adCredit: String(plan.adCredit),
  features: plan.features.join('\n'),
});

/** Numbers as typed ("" stays invalid rather than 0), features one a line, for the shared schema. */
const inputOf = (values: Values) => ({
  pricePerMonth: values.pricePerMonth.trim() === '' ? Number.NaN : Number(values.pricePerMonth),
  adCredit: values.adCredit.trim() === '' ? Number.NaN : Number(values.adCredit),
  features: values.features
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
});

/** One plan's monthly price, ad credit and features, checked with the schema the server uses. */
export function PlanEditor({ plan, activeCustomers }: { plan: MarketingPlanData; activeCustomers: number }) {
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const titleId = useId();
  const save = useSavePlan();
  const form = useSchemaForm({
    initial: (): Values => valuesOf(plan),
    schema: planUpdateInputSchema,
    toInput: inputOf,
    beforeSubmit: () => void setOutcome(null),
    onValid: async (input) => {
      const saved = await save.mutateAsync({ id: plan.id, input });
      form.setValues(valuesOf(saved));
      setOutcome({ tone: 'success', text: `${saved.title} saved. Orders already placed keep their price.` });
    },
    onFailure: (error) => {
      setOutcome({ tone: 'error', text: failureMessage(error, 'The plan could not be saved. Please try again.') });
      return undefined;
    },
    onEdit: () => setOutcome(null),
  });
  const { field } = form;

  return (
    <form
      ref={form.formRef}
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby={titleId}
      className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold tracking-wide text-brand-800">
          {plan.title}
        </h2>
        <p className="text-sm text-slate-600">{`${activeCustomers} active ${activeCustomers === 1 ? 'customer' : 'customers'}`}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Monthly price (₹)" inputMode="numeric" {...field('pricePerMonth')} />
        <FormField label="Ad credit a month (₹)" inputMode="numeric" {...field('adCredit')} />
      </div>
      <TextareaField label="Features (one a line)" rows={6} {...field('features')} />
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      <SubmitButton disabled={save.isPending}>{save.isPending ? 'Saving...' : `Save ${plan.title}`}</SubmitButton>
    </form>
  );
}
