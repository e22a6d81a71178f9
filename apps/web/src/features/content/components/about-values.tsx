import { useId } from 'react';
import { useTranslation } from '../../../i18n';

/** Keys of the catalogue's `about.values`, in the order shown. */
const values = ['readyMade', 'honestPricing', 'indian'] as const;

/** What we believe in, on the about page. */
export function AboutValues() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-14">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
        {t('about.valuesHeading')}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {values.map((value) => (
          <li key={value} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h3 className="text-lg font-semibold text-slate-900">{t(`about.values.${value}.title`)}</h3>
            <p className="mt-2 leading-relaxed text-slate-700">{t(`about.values.${value}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
