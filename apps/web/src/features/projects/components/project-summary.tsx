import type { Project } from '@store/shared';
import { type ProjectViewer, stateLabel } from '../project-words';

const monthDate = (date: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  );

/** The project's state, its next step, due date, preview and delivery. */
export function ProjectSummary({ project, viewer }: { project: Project; viewer: ProjectViewer }) {
  const finished = project.state === 'DELIVERED' || project.state === 'CANCELLED';
  return (
    <section aria-labelledby="project-state" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <p className="text-sm text-slate-600">
        {project.reference} · {project.designTitle}
      </p>
      <h2 id="project-state" className="mt-1 text-xl font-semibold" data-testid="project-state">
        {stateLabel(project.state, viewer)}
      </h2>
      {project.planMonth ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="plan-month-dates">
          Month {project.planMonth.number}: {monthDate(project.planMonth.startsOn)} to{' '}
          {monthDate(project.planMonth.endsOn)}
        </p>
      ) : null}
      <p className="mt-2 text-slate-800">{nextStep(project)}</p>
      {project.dueAt && !finished ? (
        <p className={`mt-2 text-sm ${project.overdue ? 'font-semibold text-red-700' : 'text-slate-700'}`}>
          Due {dateTime(project.dueAt)} (India time){project.overdue ? ' — overdue' : ''}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-slate-700">
        Revisions used: {project.revisionsUsed} of {project.maxRevisions}
      </p>
      {project.previewUrl && project.state !== 'DELIVERED' ? (
        <p className="mt-2">
          Preview:{' '}
          <a className="text-brand-700 underline" href={project.previewUrl} target="_blank" rel="noopener noreferrer">
            {project.previewUrl}
          </a>
        </p>
      ) : null}
      {project.delivery ? (
        <div className="mt-3 rounded-xl bg-emerald-50 p-3 text-emerald-900">
          <p>
            Delivered {dateTime(project.delivery.deliveredAt)}:{' '}
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

function nextStep(project: Project): string {
  const month = project.kind === 'plan_month';
  switch (project.state) {
    case 'AWAITING_BRIEF':
      return month
        ? "Next: tell us this month's focus and offers, and submit the brief."
        : 'Next: fill in and submit your brief.';
    case 'IN_DESIGN':
      return month
        ? "Next: we are preparing this month's posts and will post a preview."
        : 'Next: we are designing your site and will post a preview.';
    case 'IN_REVIEW':
      return 'Next: review the preview, then approve it or ask for changes.';
    case 'REVISION_REQUESTED':
      return 'Next: we are making the changes you asked for.';
    case 'DELIVERED': {
      const done = month ? "This month's work is delivered." : 'Your site is delivered.';
      return project.dissatisfactionEndsAt
        ? `${done} Not happy? Tell us by ${dateTime(project.dissatisfactionEndsAt)}.`
        : done;
    }
    case 'PAUSED':
      return 'Paused after 7 days without hearing from you: do anything here to resume.';
    case 'CANCELLED':
      return 'This project was cancelled with a refund.';
  }
}
