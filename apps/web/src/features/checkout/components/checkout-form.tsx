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
import { type FormEvent, useRef, useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { focusFirstInvalid } from '../../../lib/field-errors';
import { type BillingDraft, type BillingField, BillingFields, billingDraftOf, billingInputOf } from './billing-fields';

/** What checkout hands to the payment page: the bare ten phone digits and the billing details. */
export interface CheckoutDetails {
  phone: string;
  billing: BillingDetails;
}

type Errors = Partial<Record<'phone' | BillingField, string>>;

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
}: {
  initial: { phone?: string; billing?: BillingDetails };
  accountName: string;
  taxablePaise: number;
  onSubmit: (details: CheckoutDetails) => void;
}) {
  const [phone, setPhone] = useState(initial.phone ?? '');
  const [billing, setBilling] = useState<BillingDraft>(() => billingDraftOf(initial.billing, accountName));
  const [errors, setErrors] = useState<Errors>({});
  const form = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const phoneParsed = indianMobileSchema.safeParse(phone);
    const billingParsed = billingDetailsSchema.safeParse(billingInputOf(billing));
    const found: Errors = {};
    if (!phoneParsed.success) found.phone = phoneParsed.error.issues[0]?.message;
    if (!billingParsed.success) {
      for (const issue of billingParsed.error.issues) found[issue.path[0] as BillingField] ??= issue.message;
    } else {
      const addressIssue = billingAddressIssue(billingParsed.data, taxablePaise);
      if (addressIssue) found.address = addressIssue;
    }
    setErrors(found);
    if (phoneParsed.success && billingParsed.success && !found.address)
      onSubmit({ phone: phoneParsed.data, billing: billingParsed.data });
    else focusFirstInvalid(form.current);
  };

  const clear = (fields: Array<keyof Errors>) =>
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !fields.includes(key as never))),
    );

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <FormField
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={PHONE_INPUT_MAX_LENGTH}
        value={phone}
        error={errors.phone}
        errorDetail={errors.phone === PHONE_INVALID_MESSAGE ? phoneInvalidReason(phone) : undefined}
        onChange={(event) => {
          setPhone(event.target.value);
          clear(['phone']);
        }}
      />
      <p className="text-xs text-slate-600">We call or message this number about your website.</p>
      <BillingFields
        draft={billing}
        errors={errors}
        addressRequirement={billingAddressRequirement(billing.hasGstin, taxablePaise)}
        onChange={(change, edited) => {
          setBilling((current) => ({ ...current, ...change }));
          clear(edited);
        }}
      />
      <button
        type="submit"
        className="w-full rounded-xl bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Proceed to Payment
      </button>
    </form>
  );
}
