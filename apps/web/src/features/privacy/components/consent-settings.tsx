import { type ConsentList, consentPurposeLabel, OPTIONAL_PURPOSES } from '@store/shared';
import { FormAlert } from '../../../components/ui/form-alert';
import { useLanguage, useTranslation } from '../../../i18n';
import { failureMessage } from '../../../lib/failure-message';
import { useChangeConsent } from '../api/change-consent';
import { useConsents } from '../api/get-consents';
import { ConsentHistory } from './consent-history';

const given = (list: ConsentList, purpose: string) =>
  list.consents.some((consent) => consent.purpose === purpose && consent.withdrawnAt === null);

/** The optional consents with a one-click switch each, then what is on record. */
export function ConsentSettings() {
  const { t } = useTranslation();
  const language = useLanguage();
  const consents = useConsents();
  const change = useChangeConsent();
  if (consents.isPending) return <p className="text-sm text-slate-600">{t('privacyChoices.loading')}</p>;
  if (consents.isError) return <FormAlert tone="error">{t('privacyChoices.loadFailed')}</FormAlert>;
  const list = consents.data;
  return (
    <div className="space-y-4">
      {change.isError ? (
        <FormAlert tone="error">{failureMessage(change.error, t('privacyChoices.failed'))}</FormAlert>
      ) : null}
      <ul className="divide-y divide-slate-200">
        {OPTIONAL_PURPOSES.map((purpose) => {
          const on = given(list, purpose);
          return (
            <li key={purpose} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <span className="text-sm text-slate-800">
                {consentPurposeLabel(purpose, language)}
                <span className={`ml-2 text-xs font-semibold ${on ? 'text-emerald-700' : 'text-slate-500'}`}>
                  {on ? t('privacyChoices.on') : t('privacyChoices.off')}
                </span>
              </span>
              <button
                type="button"
                disabled={change.isPending}
                onClick={() => change.mutate({ purpose, give: !on })}
                className="rounded-xl px-3 py-1.5 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-100 disabled:opacity-60"
              >
                {on ? t('privacyChoices.withdraw') : t('privacyChoices.give')}
              </button>
            </li>
          );
        })}
      </ul>
      <ConsentHistory list={list} />
    </div>
  );
}
