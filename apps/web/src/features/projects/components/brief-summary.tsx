import type { ProjectBrief } from '@store/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { BRIEF_COLOUR_FIELDS } from '../brief-fields';
import type { ProjectViewer } from '../project-words';
import { LogoDownload } from './logo-download';
import { ProjectImage } from './project-image';

const TEXT_ROWS = ['businessName', 'tagline', 'phone', 'email', 'address', 'openingHours', 'domain', 'notes'] as const;

/** The submitted brief in the form's words: colours as swatches (the shop also reads the code), the logo shown. */
export function BriefSummary(props: {
  brief: ProjectBrief;
  viewer: ProjectViewer;
  reference: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { brief, viewer } = props;
  const label = (field: keyof ProjectBrief & (typeof TEXT_ROWS | typeof BRIEF_COLOUR_FIELDS)[number]) =>
    t(`brief.field.${field}`);
  return (
    <section aria-labelledby="brief-summary" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="brief-summary" className="text-lg font-semibold">
        {viewer === 'customer' ? t('brief.heading') : "The customer's brief"}
      </h2>
      {props.children}
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
        {TEXT_ROWS.filter((field) => brief[field]).map((field) => (
          <div key={field} className="contents">
            <dt className="text-slate-600">{label(field)}</dt>
            <dd className="whitespace-pre-wrap break-words">{brief[field]}</dd>
          </div>
        ))}
        {BRIEF_COLOUR_FIELDS.filter((field) => brief[field]).map((field) => (
          <div key={field} className="contents">
            <dt className="text-slate-600">{label(field)}</dt>
            <dd className="flex items-center gap-2">
              <span
                role="img"
                aria-label={viewer === 'admin' ? `${label(field)} ${brief[field]}` : label(field)}
                className="inline-block size-7 rounded-lg ring-1 ring-slate-300"
                style={{ backgroundColor: brief[field] }}
              />
              {viewer === 'admin' ? <span className="font-mono text-xs text-slate-600">{brief[field]}</span> : null}
            </dd>
          </div>
        ))}
        <dt className="text-slate-600">{t('brief.logo')}</dt>
        <dd>
          {brief.logoSrc ? (
            <div className="flex flex-wrap items-center gap-3">
              <ProjectImage
                src={brief.logoSrc}
                alt={viewer === 'customer' ? t('brief.yourLogo') : "The customer's logo"}
                className="h-16 max-w-48 rounded-lg object-contain ring-1 ring-slate-200"
              />
              {viewer === 'admin' ? (
                <LogoDownload src={brief.logoSrc} fileName={`logo-${props.reference}.webp`} />
              ) : null}
            </div>
          ) : (
            <span className="text-slate-600">{t('brief.noLogo')}</span>
          )}
        </dd>
      </dl>
    </section>
  );
}
