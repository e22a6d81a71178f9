import type { OptionalPurpose } from '@store/shared';
import { OptionalConsents } from '../../../components/privacy/optional-consents';
import { PrivacyNotice } from '../../../components/privacy/privacy-notice';
import { FormAlert } from '../../../components/ui/form-alert';
import { useTranslation } from '../../../i18n';

/** The notice for a customer with no consent on record, as sign-up shows it, above Proceed to Payment. */
export function CheckoutNotice({
  optional,
  onChange,
  failure,
}: {
  optional: readonly OptionalPurpose[];
  onChange: (chosen: OptionalPurpose[]) => void;
  failure?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <PrivacyNotice agreement={t('privacy.checkoutAgreement')} />
      <OptionalConsents chosen={optional} onChange={onChange} />
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
    </div>
  );
}
