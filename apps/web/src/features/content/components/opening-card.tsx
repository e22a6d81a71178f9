import { useId } from 'react';
import type { JobOpening } from '../../../content/careers';
import { useTranslation } from '../../../i18n';

const chipClass = 'rounded-md bg-slate-50 px-2 py-1 text-xs font-medium text-slate-600 ring-1 ring-slate-200';

/** One job opening on the career page. */
export function OpeningCard({ opening }: { opening: JobOpening }) {
  const { t } = useTranslation();
  const titleId = useId();
  const words = `career.openings.${opening.id}` as const;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id={titleId} className="text-xl font-semibold text-slate-900">
          {t(`${words}.title`)}
        </h2>
        <p className="mt-2 flex flex-wrap gap-2 text-sm">
          <span className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800">
            {t(`${words}.location`)}
          </span>
          <span className="rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-700">{t(`${words}.type`)}</span>
        </p>
        <p className="mt-4 flex-1 leading-relaxed text-slate-700">{t(`${words}.summary`)}</p>
        <ul aria-label={t('career.skills')} className="mt-4 flex flex-wrap gap-2">
          {opening.tools.map((tool) => (
            <li key={tool} lang="en" className={chipClass}>
              {tool}
            </li>
          ))}
          {t(`${words}.skills`, { returnObjects: true }).map((skill) => (
            <li key={skill} className={chipClass}>
              {skill}
            </li>
          ))}
        </ul>
        {/* The spec has "Apply Now" do nothing: applications are not taken online yet. */}
        <button
          type="button"
          className="mt-6 inline-flex items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
        >
          {t('career.apply')}
        </button>
      </article>
    </li>
  );
}
