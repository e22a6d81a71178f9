import { PROJECT_STATE_LABELS, type Project } from '@store/shared';
import { Link } from 'react-router';
import { useMyProjects } from '../api/get-my-projects';

export const BRIEF_STEP = 'Fill in your website brief';

type ProjectPath = (id: string) => string;

/** Websites awaiting their brief, one link each to its project page (the success page's next step). */
export function AwaitingBriefLinks({ orderNumber, projectPath }: { orderNumber: string; projectPath: ProjectPath }) {
  const projects = useMyProjects();
  const awaiting = (projects.data ?? []).filter(
    (project) => project.orderNumber === orderNumber && project.kind === 'design' && project.state === 'AWAITING_BRIEF',
  );
  if (awaiting.length === 0) return null;
  return (
    <section aria-labelledby="brief-step" className="mt-6 rounded-xl bg-brand-50 p-4 text-left">
      <h2 id="brief-step" className="font-semibold">
        {BRIEF_STEP}
      </h2>
      <p className="mt-1 text-sm text-slate-700">We start on each website once its brief is in.</p>
      <ul className="mt-2 space-y-1">
        {awaiting.map((project) => (
          <li key={project.id}>
            <Link to={projectPath(project.id)} className="font-semibold text-brand-700 underline">
              {BRIEF_STEP}: {project.designTitle} ({project.reference})
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
              {project.reference} · {project.designTitle}
            </span>
            {project.kind === 'design' && project.state === 'AWAITING_BRIEF' ? (
              <Link
                to={projectPath(project.id)}
                className="rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
              >
                {BRIEF_STEP}
              </Link>
            ) : (
              <Link to={projectPath(project.id)} className="font-semibold text-brand-700 underline">
                {PROJECT_STATE_LABELS[project.state]}
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
  const projects = useMyProjects().data ?? [];
  return (
    <>
      <ProjectList
        id="my-projects"
        title="Your website projects"
        projects={projects.filter((project) => project.kind === 'design')}
        projectPath={projectPath}
      />
      <ProjectList
        id="my-marketing-months"
        title="Your marketing months"
        projects={projects.filter((project) => project.kind === 'plan_month')}
        projectPath={projectPath}
      />
    </>
  );
}
