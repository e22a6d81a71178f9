import { indiaDateText, type OpenWork } from '@store/shared';
import { useLanguage, useTranslation } from '../../../i18n';

/** The work an erasure would end, and the customer's choice: end it now without a refund, or wait. */
export function OpenWorkNotice({
  work,
  agreed,
  onAgree,
}: {
  work: OpenWork;
  agreed: boolean;
  onAgree: (agreed: boolean) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
      <p className="font-semibold">{t('erase.workInProgress')}</p>
      <ul className="mt-1 list-disc pl-5">
        {work.projects.map((project) => (
          <li key={project.reference}>
            {project.reference}: {project.title}
          </li>
        ))}
        {work.plans.map((plan) => (
          <li key={`${plan.title}-${plan.endsOn}`}>
            {t('erase.planRunning', {
              title: plan.title,
              // English shows the date as the server sends it, as it always has.
              endsOn: language === 'en' ? plan.endsOn : indiaDateText(plan.endsOn, language),
            })}
          </li>
        ))}
      </ul>
      <p className="mt-2">{t('erase.endsIt')}</p>
      <label className="mt-2 flex items-start gap-2">
        <input
          type="checkbox"
          checked={agreed}
          onChange={(event) => onAgree(event.target.checked)}
          className="mt-1 h-4 w-4"
        />
        <span>{t('erase.endNow')}</span>
      </label>
    </div>
  );
}
