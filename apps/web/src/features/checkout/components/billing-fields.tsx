import {
  BILLING_ADDRESS_MAX_LENGTH,
  type BillingAddressRequirement,
  type BillingDetails,
  GST_STATES,
  GSTIN_INVALID_MESSAGE,
  gstinInvalidReason,
} from '@store/shared';
import { FieldFrame, fieldControlClass } from '../../../components/ui/field-frame';
import { FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { messageIn, useLanguage, useTranslation } from '../../../i18n';

/** The billing part of the checkout form as typed; `hasGstin` opens the GSTIN section. */
export interface BillingDraft {
  name: string;
  address: string;
  stateCode: string;
  hasGstin: boolean;
  gstin: string;
  businessName: string;
}

export type BillingField = 'name' | 'address' | 'stateCode' | 'gstin' | 'businessName';

export const billingDraftOf = (billing: BillingDetails | undefined, accountName: string): BillingDraft => ({
  name: billing?.name ?? accountName,
  address: billing?.address ?? '',
  stateCode: billing?.stateCode ?? '',
  hasGstin: Boolean(billing?.gstin),
  gstin: billing?.gstin ?? '',
  businessName: billing?.businessName ?? '',
});

/** What the shared billing schema checks: the GSTIN fields only when the buyer says they have one. */
export const billingInputOf = (draft: BillingDraft) => ({
  name: draft.name,
  // Left out when blank: the address is optional unless a GSTIN or the order's value needs it.
  ...(draft.address.trim() ? { address: draft.address } : {}),
  stateCode: draft.stateCode,
  ...(draft.hasGstin ? { gstin: draft.gstin, businessName: draft.businessName } : {}),
});

const addressHints = {
  gstin: 'checkout.addressGstin',
  'high-value': 'checkout.addressHighValue',
  optional: 'checkout.addressOptional',
} as const;

/**
 * Who the tax invoice is made out to: name, address (needed with a GSTIN and from ₹50,000), state
 * (the place of supply) and, for a registered
 * business claiming input tax credit, its GSTIN and registered name. Errors clear on edit. The
 * address says it is required as soon as the GSTIN box or the cart's value makes it so.
 */
export function BillingFields({
  draft,
  errors,
  addressRequirement,
  onChange,
}: {
  draft: BillingDraft;
  errors: Partial<Record<BillingField, string>>;
  addressRequirement: BillingAddressRequirement;
  onChange: (change: Partial<BillingDraft>, edited: BillingField[]) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorOf = (field: BillingField) => messageIn(language, errors[field]);
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-semibold text-slate-900">{t('checkout.billingLegend')}</legend>
      <FormField
        label={t('checkout.billingName')}
        autoComplete="name"
        maxLength={120}
        value={draft.name}
        error={errorOf('name')}
        onChange={(event) => onChange({ name: event.target.value }, ['name'])}
      />
      <TextareaField
        label={t('checkout.billingAddress')}
        hint={t(addressHints[addressRequirement ?? 'optional'])}
        required={addressRequirement !== undefined}
        autoComplete="street-address"
        rows={3}
        maxLength={BILLING_ADDRESS_MAX_LENGTH}
        value={draft.address}
        error={errorOf('address')}
        onChange={(event) => onChange({ address: event.target.value }, ['address'])}
      />
      <SelectField
        label={t('checkout.billingState')}
        value={draft.stateCode}
        error={errorOf('stateCode')}
        onChange={(event) => onChange({ stateCode: event.target.value }, ['stateCode', 'gstin'])}
      >
        <option value="">{t('checkout.chooseState')}</option>
        {GST_STATES.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name} ({state.code})
          </option>
        ))}
      </SelectField>
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 rounded border-slate-300 text-brand-700"
          checked={draft.hasGstin}
          onChange={(event) => onChange({ hasGstin: event.target.checked }, ['gstin', 'businessName'])}
        />
        {t('checkout.hasGstin')}
      </label>
      {draft.hasGstin ? (
        <div className="space-y-4 rounded-xl bg-slate-50 p-4">
          <FieldFrame
            label="GSTIN"
            hint={t('checkout.gstinHint')}
            error={errorOf('gstin')}
            errorDetail={errors.gstin === GSTIN_INVALID_MESSAGE ? gstinInvalidReason(draft.gstin) : undefined}
          >
            {(control) => (
              <input
                {...control}
                className={`${fieldControlClass} font-mono`}
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                maxLength={30}
                value={draft.gstin}
                onChange={(event) => onChange({ gstin: event.target.value }, ['gstin'])}
              />
            )}
          </FieldFrame>
          <FormField
            label={t('checkout.businessName')}
            autoComplete="organization"
            maxLength={200}
            value={draft.businessName}
            error={errorOf('businessName')}
            onChange={(event) => onChange({ businessName: event.target.value }, ['businessName'])}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
