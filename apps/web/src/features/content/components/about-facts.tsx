import { DESIGNS_PAGE_SIZE, OFFERED_CATEGORIES } from '@store/shared';
import { useId } from 'react';
import { useTranslation } from '../../../i18n';

// Facts about how the service works, taken from the store's own constants; no invented customer counts.
// `label` names the words in the catalogue's `about.facts`.
const facts = [
  { value: String(DESIGNS_PAGE_SIZE), label: 'perPage' },
  { value: String(OFFERED_CATEGORIES.length), label: 'categories' },
  { value: '3', label: 'delivery' },
  { value: '2', label: 'revisions' },
] as const;

/** The "by the numbers" band on the about page. */
export function AboutFacts() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-14">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
        {t('about.factsHeading')}
      </h2>
      <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {facts.map((fact) => (
          <div
            key={fact.label}
            className="flex flex-col gap-1 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
          >
            <dt className="text-sm font-medium text-slate-600">{t(`about.facts.${fact.label}`)}</dt>
            <dd className="order-first text-3xl font-bold tracking-tight text-brand-700 sm:text-4xl">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
