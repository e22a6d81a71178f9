import { projectPath } from '../../config/paths';
import { ProjectBoard } from '../../features/admin-projects';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Projects: the board of purchased designs being turned into websites, by state. */
export function AdminProjectsRoute() {
  useDocumentTitle('Projects');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="mb-4 text-2xl font-bold">Projects</h1>
      <ProjectBoard projectPath={projectPath} />
    </div>
  );
}
