import { indiaDateText, indiaDateTimeText, type Project } from '@store/shared';
import { type TFunction, useLanguage, useTranslation } from '../../../i18n';
import { type ProjectViewer, stateLabel } from '../project-words';
import { useProjectTitle } from '../use-project-title';

/** A plan month's dates (calendar days) and times in India, in the page's language. */
function useProjectDates() {
  const language = useLanguage();
  return {
    monthDate: (date: string) => indiaDateText(date, language),
    dateTime: (iso: string) => indiaDateTimeText(iso, language),
  };
}

/** The project's state, its next step, due date, preview and delivery. */
export function ProjectSummary({ project, viewer }: { project: Project; viewer: ProjectViewer }) {
  const { t } = useTranslation();
  const { monthDate, dateTime } = useProjectDates();
  const title = useProjectTitle()(project);
  const finished = project.state === 'DELIVERED' || project.state === 'CANCELLED';
  const revisions = { used: project.revisionsUsed, max: project.maxRevisions };
  return (
    <section aria-labelledby="project-state" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <p className="text-sm text-slate-600">
        {project.reference} · {title}
      </p>
      <h2 id="project-state" className="mt-1 text-xl font-semibold" data-testid="project-state">
        {stateLabel(project.state, viewer, t)}
      </h2>
      {project.planMonth ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="plan-month-dates">
          {t('project.monthDates', {
            number: project.planMonth.number,
            from: monthDate(project.planMonth.startsOn),
            to: monthDate(project.planMonth.endsOn),
          })}
        </p>
      ) : null}
      <p className="mt-2 text-slate-800">{nextStep(project, t, dateTime)}</p>
      {project.dueAt && !finished ? (
        <p className={`mt-2 text-sm ${project.overdue ? 'font-semibold text-red-700' : 'text-slate-700'}`}>
          {t(project.overdue ? 'project.dueOverdue' : 'project.due', { date: dateTime(project.dueAt) })}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-700">{t('project.revisionsUsed', revisions)}</p>
      {project.previewUrl && project.state !== 'DELIVERED' ? (
        <p className="mt-2">
          {t('project.preview')}{' '}
          <a className="text-brand-700 underline" href={project.previewUrl} target="_blank" rel="noopener noreferrer">
            {project.previewUrl}
          </a>
        </p>
      ) : null}
      {project.delivery ? (
        <div className="mt-3 rounded-xl bg-emerald-50 p-3 text-emerald-900">
          <p>
            {t('project.delivered', { date: dateTime(project.delivery.deliveredAt) })}{' '}
            <a className="underline" href={project.delivery.siteUrl} target="_blank" rel="noopener noreferrer">
              {project.delivery.siteUrl}
            </a>
          </p>
          <p className="mt-1 whitespace-pre-wrap">{project.delivery.handedOver}</p>
        </div>
      ) : null}
    </section>
  );
}

function nextStep(project: Project, t: TFunction, dateTime: (iso: string) => string): string {
  const month = project.kind === 'plan_month';
  switch (project.state) {
    case 'AWAITING_BRIEF':
      return t(month ? 'project.next.monthBrief' : 'project.next.brief');
    case 'IN_DESIGN':
      return t(month ? 'project.next.monthDesign' : 'project.next.design');
    case 'IN_REVIEW':
      return t('project.next.review');
    case 'REVISION_REQUESTED':
      return t('project.next.revision');
    case 'DELIVERED': {
      const done = t(month ? 'project.next.monthDelivered' : 'project.next.delivered');
      return project.dissatisfactionEndsAt
        ? t('project.next.notHappy', { done, date: dateTime(project.dissatisfactionEndsAt) })
        : done;
    }
    case 'PAUSED':
      return t('project.next.paused');
    case 'CANCELLED':
      return t('project.next.cancelled');
  }
}
