import type { ProjectDetail } from '@store/shared';
import { useParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { AdminProjectActions } from '../../features/admin-projects';
import {
  BriefForm,
  CustomerActions,
  MonthlyBriefForm,
  MonthlyBriefSummary,
  ProjectHistory,
  ProjectSummary,
  ProjectThread,
  useProject,
  useProjectAction,
} from '../../features/projects';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /projects/:id: the project page for its owner and for admins (who also get the shop's actions). */
export function ProjectRoute() {
  const { id = '' } = useParams();
  const session = useSession();
  const asAdmin = Boolean(session.admin) && !session.user;
  const project = useProject(id);
  const adminAct = useProjectAction(id, true);
  useDocumentTitle(project.data ? `Project ${project.data.reference}` : 'Project');

  if (!session.token) return <Message text="Please log in to see your project." />;
  if (project.isError) return <Message text="No such project." />;
  if (!project.data) return <Spinner label="Loading the project…" />;
  const data = project.data;
  const briefOpen = !asAdmin && (data.state === 'AWAITING_BRIEF' || data.pausedFrom === 'AWAITING_BRIEF');
  return (
    <div className="py-8">
      <Container className="max-w-3xl space-y-6">
        <h1 className="text-3xl font-bold tracking-tight">
          {data.kind === 'plan_month' ? 'Your marketing month' : 'Your website project'}
        </h1>
        <ProjectSummary project={data} />
        {asAdmin ? <AdminProjectActions project={data} act={adminAct} /> : <CustomerActions project={data} />}
        <ProjectBrief project={data} open={briefOpen} />
        <ProjectThread project={data} />
        <ProjectHistory project={data} />
      </Container>
    </div>
  );
}

/** A design's website brief, or a plan month's brief: the form while open, else what was submitted. */
function ProjectBrief({ project, open }: { project: ProjectDetail; open: boolean }) {
  if (project.monthlyBrief) {
    return open ? <MonthlyBriefForm project={project} /> : <MonthlyBriefSummary brief={project.monthlyBrief} />;
  }
  return open ? <BriefForm project={project} /> : <BriefSummary brief={project.brief} />;
}

function BriefSummary({ brief }: { brief: Record<string, unknown> }) {
  const rows = Object.entries(brief).filter(
    ([key, value]) => typeof value === 'string' && !key.endsWith('At') && key !== 'logoSrc',
  );
  return (
    <section aria-labelledby="brief-summary" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="brief-summary" className="text-lg font-semibold">
        Brief
      </h2>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
        {rows.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-slate-600">{key}</dt>
            <dd className="break-words">{String(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Message({ text }: { text: string }) {
  return (
    <div className="py-10">
      <Container className="max-w-3xl">
        <p role="alert">{text}</p>
      </Container>
    </div>
  );
}
