import {
  type BillingDetails,
  billingAddressIssue,
  billingAddressRequirement,
  billingDetailsSchema,
  indianMobileSchema,
  PHONE_INPUT_MAX_LENGTH,
  PHONE_INVALID_MESSAGE,
  phoneInvalidReason,
} from '@store/shared';
import type { ReactNode } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { useTranslation } from '../../../i18n';
import { type FormSchema, useSchemaForm } from '../../../lib/use-schema-form';
import { type BillingDraft, BillingFields, billingDraftOf, billingInputOf } from './billing-fields';

/** What checkout hands to the payment page: the bare ten phone digits and the billing details. */
export interface CheckoutDetails {
  phone: string;
  billing: BillingDetails;
}

type Values = BillingDraft & { phone: string };
type Issue = { path: PropertyKey[]; message: string };

/** The phone and billing rules as one check, so the form reports every field at once. */
const checkoutCheck = (taxablePaise: number): FormSchema<CheckoutDetails> => ({
  safeParse: (input) => {
    const { phone, ...billing } = input as Values;
    const phoneParsed = indianMobileSchema.safeParse(phone);
    const billingParsed = billingDetailsSchema.safeParse(billingInputOf(billing));
    const issues: Issue[] = [];
    if (!phoneParsed.success) issues.push({ path: ['phone'], message: phoneParsed.error.issues[0]?.message ?? '' });
    if (!billingParsed.success) issues.push(...billingParsed.error.issues);
    else {
      const addressIssue = billingAddressIssue(billingParsed.data, taxablePaise);
      if (addressIssue) issues.push({ path: ['address'], message: addressIssue });
    }
    return phoneParsed.success && billingParsed.success && issues.length === 0
      ? { success: true, data: { phone: phoneParsed.data, billing: billingParsed.data } }
      : { success: false, error: { issues } };
  },
});

/**
 * The checkout's phone number as people type it (+91, 0, spaces, dashes) and the billing details
 * for the GST invoice, each checked by the store's shared rules (the server applies the same).
 * Every error clears when its field is edited. `taxablePaise` (the cart before GST) decides whether
 * the invoice must name an address, as the server decides again from its own prices.
 */
export function CheckoutForm({
  initial,
  accountName,
  taxablePaise,
  onSubmit,
  children,
}: {
  initial: { phone?: string; billing?: BillingDetails };
  accountName: string;
  taxablePaise: number;
  onSubmit: (details: CheckoutDetails) => Promise<void> | void;
  /** Shown above the submit button (the privacy notice for a new customer). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm({
    initial: (): Values => ({ ...billingDraftOf(initial.billing, accountName), phone: initial.phone ?? '' }),
    schema: checkoutCheck(taxablePaise),
    onValid: onSubmit,
  });
  const { values, errors } = form;
  const { phone, ...billing } = values;

  return (
    <form
      ref={form.formRef}
      onSubmit={form.onSubmit}
      noValidate
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <FormField
        label={t('checkout.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={PHONE_INPUT_MAX_LENGTH}
        {...form.field('phone')}
        name={undefined}
        errorDetail={errors.phone === PHONE_INVALID_MESSAGE ? phoneInvalidReason(phone) : undefined}
      />
      <p className="text-xs text-slate-600">{t('checkout.phoneHint')}</p>
      <BillingFields
        draft={billing}
        errors={errors}
        addressRequirement={billingAddressRequirement(billing.hasGstin, taxablePaise)}
        onChange={(change, edited) => {
          form.setValues((current) => ({ ...current, ...change }));
          form.clearErrors(edited);
        }}
      />
      {children}
      <button
        type="submit"
        disabled={form.submitting}
        className="w-full rounded-xl bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('checkout.proceed')}
      </button>
    </form>
  );
}
