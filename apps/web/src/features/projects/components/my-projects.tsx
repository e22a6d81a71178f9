import { PROJECT_STATE_LABELS } from '@store/shared';
import { Link } from 'react-router';
import { useMyProjects } from '../api/get-my-projects';

/** On /my-orders: each purchased design's project, its state and a link to its page. */
export function MyProjects({ projectPath }: { projectPath: (id: string) => string }) {
  const projects = useMyProjects();
  if (!projects.data || projects.data.length === 0) return null;
  return (
    <section aria-labelledby="my-projects" className="mb-8">
      <h2 id="my-projects" className="mb-3 text-xl font-semibold">
        Your website projects
      </h2>
      <ul className="space-y-2">
        {projects.data.map((project) => (
          <li
            key={project.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-white p-3 ring-1 ring-slate-200"
          >
            <span>
              {project.reference} · {project.designTitle}
            </span>
            <Link to={projectPath(project.id)} className="font-semibold text-brand-700 underline">
              {PROJECT_STATE_LABELS[project.state]}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
