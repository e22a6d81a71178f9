import { FormField } from '../../../components/ui/form-field';
import { useTranslation } from '../../../i18n';
import { useBusinessNameDraft } from '../../../lib/use-business-name-draft';

interface BusinessNameFieldProps {
  /** Called with each acceptable name (or undefined when cleared), e.g. to keep it in the address. */
  onName?: (name: string | undefined) => void;
}

/** "Your business name" above the grid: every card shows what is typed here, as it is typed. */
export function BusinessNameField({ onName }: BusinessNameFieldProps) {
  const { t } = useTranslation();
  const { value, error, change } = useBusinessNameDraft(onName);
  return (
    <FormField
      label={t('catalogue.businessName')}
      value={value}
      error={error}
      onChange={(event) => change(event.target.value)}
      placeholder={t('catalogue.businessPlaceholder')}
      autoComplete="organization"
      maxLength={60}
      className="max-w-md"
    />
  );
}
