import { type ConsentList, consentPurposeLabel, indiaDateTimeText } from '@store/shared';
import { useLanguage, useTranslation } from '../../../i18n';

/** Every consent on record: what, when, where, under which notice, and when withdrawn. */
export function ConsentHistory({ list }: { list: ConsentList }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (list.consents.length === 0) return <p className="text-sm text-slate-600">{t('privacyChoices.none')}</p>;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-800">{t('privacyChoices.onRecord')}</h3>
      <ul className="mt-2 space-y-2 text-xs text-slate-700">
        {list.consents.map((consent) => (
          <li key={consent.id} className="rounded-lg bg-slate-50 p-2 ring-1 ring-slate-200">
            <span className="font-medium">{consentPurposeLabel(consent.purpose, language)}</span>
            {': '}
            {t('privacyChoices.given', {
              when: indiaDateTimeText(consent.givenAt, language),
              where: t(`privacyChoices.where.${consent.givenVia}`),
              version: consent.noticeVersion,
            })}
            {consent.withdrawnAt
              ? t('privacyChoices.withdrawn', { when: indiaDateTimeText(consent.withdrawnAt, language) })
              : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
