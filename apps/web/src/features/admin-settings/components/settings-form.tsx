import {
  GST_STATES,
  GSTIN_INVALID_MESSAGE,
  gstinInvalidReason,
  type StoreSettings,
  type StoreSettingsField,
  type StoreSettingsInput,
  storeSettingsInputSchema,
} from '@store/shared';
import { type ReactNode, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { failureMessage } from '../../../lib/failure-message';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSaveSettings } from '../api/save-settings';

type Values = Record<StoreSettingsField, string>;

const valuesOf = (settings: StoreSettings): Values => ({
  legalName: settings.legalName,
  tradeName: settings.tradeName,
  gstin: settings.gstin,
  address: settings.address,
  stateCode: settings.stateCode,
  supportEmail: settings.supportEmail,
  phone: settings.phone,
  grievanceName: settings.grievanceName,
  grievanceDesignation: settings.grievanceDesignation,
  grievanceEmail: settings.grievanceEmail,
  grievancePhone: settings.grievancePhone,
  sacDesign: settings.sacDesign,
  sacPlan: settings.sacPlan,
});

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2">
      <legend className="float-left mb-2 w-full text-lg font-semibold text-slate-900 sm:col-span-2">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The seller and grievance officer, checked field by field with the schema the server uses. */
export function SettingsForm({ settings }: { settings: StoreSettings }) {
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const save = useSaveSettings();
  const form = useSchemaForm({
    initial: (): Values => valuesOf(settings),
    schema: storeSettingsInputSchema,
    beforeSubmit: () => void setOutcome(null),
    onValid: async (input: StoreSettingsInput) => {
      const saved = await save.mutateAsync(input);
      form.setValues(valuesOf(saved));
      setOutcome({ tone: 'success', text: 'Settings saved. The contact page and footer show them now.' });
    },
    onFailure: (error) => {
      setOutcome({ tone: 'error', text: failureMessage(error, 'The settings could not be saved. Please try again.') });
      return undefined;
    },
    onEdit: () => setOutcome(null),
  });
  const { values, errors } = form;

  const field = (name: StoreSettingsField, transform = (value: string) => value) => {
    const own = form.field(name);
    return {
      ...own,
      onChange: (event: { target: { value: string } }) =>
        own.onChange({ target: { value: transform(event.target.value) } }),
    };
  };

  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate aria-label="Store settings" className="space-y-6">
      <Fieldset legend="Seller">
        <FormField label="Legal name" autoComplete="organization" {...field('legalName')} />
        <FormField label="Trade name (optional)" {...field('tradeName')} />
        <FormField
          label="GSTIN"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={15}
          errorDetail={errors.gstin === GSTIN_INVALID_MESSAGE ? gstinInvalidReason(values.gstin) : undefined}
          {...field('gstin', (value) => value.toUpperCase().replace(/\s/g, ''))}
        />
        <SelectField label="State" {...field('stateCode')}>
          {GST_STATES.map((state) => (
            <option key={state.code} value={state.code}>{`${state.name} (${state.code})`}</option>
          ))}
        </SelectField>
        <TextareaField label="Registered address" rows={3} className="sm:col-span-2" {...field('address')} />
      </Fieldset>
      <Fieldset legend="Tax invoice lines">
        <p className="text-sm text-slate-600 sm:col-span-2">
          The SAC printed on each line of the invoices of orders placed from now on (orders already placed keep theirs).
          Confirm both with your accountant.
        </p>
        <FormField label="SAC for website designs" inputMode="numeric" maxLength={6} {...field('sacDesign')} />
        <FormField label="SAC for marketing plans" inputMode="numeric" maxLength={6} {...field('sacPlan')} />
      </Fieldset>
      <Fieldset legend="Customer contact">
        <FormField label="Support email" type="email" {...field('supportEmail')} />
        <FormField label="Phone" type="tel" {...field('phone')} />
      </Fieldset>
      <Fieldset legend="Grievance officer">
        <FormField label="Name" {...field('grievanceName')} />
        <FormField label="Designation" {...field('grievanceDesignation')} />
        <FormField label="Email" type="email" {...field('grievanceEmail')} />
        <FormField label="Phone" type="tel" {...field('grievancePhone')} />
      </Fieldset>
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      <SubmitButton disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save settings'}</SubmitButton>
    </form>
  );
}
