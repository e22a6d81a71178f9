import { consentPurposeLabel, OPTIONAL_PURPOSES, type OptionalPurpose } from '@store/shared';
import { useLanguage, useTranslation } from '../../i18n';

/** The optional consents, each its own unticked checkbox. */
export function OptionalConsents({
  chosen,
  onChange,
}: {
  chosen: readonly OptionalPurpose[];
  onChange: (chosen: OptionalPurpose[]) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">{t('privacy.optional')}</legend>
      {OPTIONAL_PURPOSES.map((purpose) => (
        <label key={purpose} className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={chosen.includes(purpose)}
            onChange={(event) =>
              onChange(
                event.target.checked ? [...chosen, purpose] : chosen.filter((candidate) => candidate !== purpose),
              )
            }
            className="mt-0.5 size-4 rounded border-slate-300 text-brand-700"
          />
          {consentPurposeLabel(purpose, language)}
        </label>
      ))}
    </fieldset>
  );
}
