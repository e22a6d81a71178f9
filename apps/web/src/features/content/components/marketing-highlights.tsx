import { useId } from 'react';
import { useTranslation } from '../../../i18n';

const highlights = ['weekly', 'nearby', 'results'] as const;

/** Why social media marketing matters, shown under the marketing page hero. */
export function MarketingHighlights() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('marketing.whyTitle')}
      </h2>
      <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">{t('marketing.whyLead')}</p>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {highlights.map((highlight) => (
          <li key={highlight} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h3 className="text-lg font-semibold text-slate-900">{t(`marketing.highlights.${highlight}.title`)}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{t(`marketing.highlights.${highlight}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
