import type { MonthlyBrief } from '@store/shared';
import { useTranslation } from '../../../i18n';
import { ProjectImage } from './project-image';

/** A submitted plan month's brief, as the customer and the shop read it. */
export function MonthlyBriefSummary({ brief }: { brief: MonthlyBrief }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="monthly-brief-summary" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="monthly-brief-summary" className="text-lg font-semibold">
        {t('brief.monthHeading')}
      </h2>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-slate-600">{t('brief.focusShort')}</dt>
        <dd className="whitespace-pre-wrap break-words">{brief.focus ?? '—'}</dd>
        <dt className="text-slate-600">{t('brief.offers')}</dt>
        <dd className="whitespace-pre-wrap break-words">{brief.offers ?? '—'}</dd>
      </dl>
      {brief.assets.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-3" aria-label={t('brief.picturesList')}>
          {brief.assets.map((asset, index) => (
            <li key={asset.key}>
              <ProjectImage
                src={asset.src}
                alt={t('brief.pictureNumber', { number: index + 1 })}
                className="h-20 rounded-lg"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
