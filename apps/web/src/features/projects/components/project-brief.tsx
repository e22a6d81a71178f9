import { isBriefEditable, type ProjectDetail } from '@store/shared';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { ProjectViewer } from '../project-words';
import { BriefForm } from './brief-form';
import { BriefSummary } from './brief-summary';
import { MonthlyBriefForm } from './monthly-brief-form';
import { MonthlyBriefSummary } from './monthly-brief-summary';

/** The brief: the form until submitted; then what was submitted, which the customer may correct until the first preview. */
export function ProjectBrief({ project, viewer }: { project: ProjectDetail; viewer: ProjectViewer }) {
  const { t } = useTranslation();
  const [correcting, setCorrecting] = useState(false);
  const editable = viewer === 'customer' && isBriefEditable(project);
  const submitted = Boolean(project.brief.submittedAt ?? project.monthlyBrief?.submittedAt);
  if (project.monthlyBrief) {
    return editable ? <MonthlyBriefForm project={project} /> : <MonthlyBriefSummary brief={project.monthlyBrief} />;
  }
  if (editable && (!submitted || correcting)) {
    return <BriefForm project={project} onDone={submitted ? () => setCorrecting(false) : undefined} />;
  }
  return (
    <BriefSummary brief={project.brief} viewer={viewer} reference={project.reference}>
      {viewer === 'customer' ? (
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-600">{editable ? t('brief.editRule') : t('brief.closedRule')}</p>
          {editable ? (
            <button
              type="button"
              onClick={() => setCorrecting(true)}
              className="rounded-xl px-4 py-2 text-sm font-semibold ring-1 ring-slate-300"
            >
              {t('brief.change')}
            </button>
          ) : null}
        </div>
      ) : null}
    </BriefSummary>
  );
}
