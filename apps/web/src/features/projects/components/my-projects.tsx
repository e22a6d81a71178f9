import type { Project } from '@store/shared';
import { useTranslation } from '../../../i18n';
import { Link } from '../../../lib/router';
import { useMyProjects } from '../api/get-my-projects';
import { useProjectTitle } from '../use-project-title';

type ProjectPath = (id: string) => string;

/** Websites awaiting their brief, one link each to its project page (the success page's next step). */
export function AwaitingBriefLinks({ orderNumber, projectPath }: { orderNumber: string; projectPath: ProjectPath }) {
  const { t } = useTranslation();
  const projects = useMyProjects();
  const awaiting = (projects.data ?? []).filter(
    (project) => project.orderNumber === orderNumber && project.kind === 'design' && project.state === 'AWAITING_BRIEF',
  );
  if (awaiting.length === 0) return null;
  return (
    <section aria-labelledby="brief-step" className="mt-6 rounded-xl bg-brand-50 p-4 text-left">
      <h2 id="brief-step" className="font-semibold">
        {t('brief.step')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('brief.stepText')}</p>
      <ul className="mt-2 space-y-1">
        {awaiting.map((project) => (
          <li key={project.id}>
            <Link to={projectPath(project.id)} className="font-semibold text-brand-700 underline">
              {t('brief.step')}: {project.designTitle} ({project.reference})
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProjectList({
  id,
  title,
  projects,
  projectPath,
}: {
  id: string;
  title: string;
  projects: Project[];
  projectPath: ProjectPath;
}) {
  const { t } = useTranslation();
  const titleOf = useProjectTitle();
  if (projects.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mb-8">
      <h2 id={id} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      <ul className="space-y-2">
        {projects.map((project) => (
          <li
            key={project.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-white p-3 ring-1 ring-slate-200"
          >
            <span>
              {project.reference} · {titleOf(project)}
            </span>
            {project.kind === 'design' && project.state === 'AWAITING_BRIEF' ? (
              <Link
                to={projectPath(project.id)}
                className="rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
              >
                {t('brief.step')}
              </Link>
            ) : (
              <Link to={projectPath(project.id)} className="font-semibold text-brand-700 underline">
                {t(`project.state.${project.state}`)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** On /my-orders: website projects, then marketing months apart, each with its state and page. */
export function MyProjects({ projectPath }: { projectPath: ProjectPath }) {
  const { t } = useTranslation();
  const projects = useMyProjects().data ?? [];
  return (
    <>
      <ProjectList
        id="my-projects"
        title={t('orderDetails.websiteProjects')}
        projects={projects.filter((project) => project.kind === 'design')}
        projectPath={projectPath}
      />
      <ProjectList
        id="my-marketing-months"
        title={t('orderDetails.marketingMonths')}
        projects={projects.filter((project) => project.kind === 'plan_month')}
        projectPath={projectPath}
      />
    </>
  );
}
