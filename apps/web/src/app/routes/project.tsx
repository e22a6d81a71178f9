import { SectionErrorBoundary } from '../../components/section-error-boundary';
import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { AdminProjectActions } from '../../features/admin-projects';
import {
  CustomerActions,
  ProjectBrief,
  ProjectHistory,
  ProjectSummary,
  ProjectThread,
  useProject,
  useProjectAction,
} from '../../features/projects';
import { EnglishOnly, useTranslation } from '../../i18n';
import { useParams } from '../../lib/router';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /projects/:id: the project page for its owner (in their language) and for admins (in English, with the shop's actions). */
export function ProjectRoute() {
  const session = useSession();
  const asAdmin = Boolean(session.admin) && !session.user;
  return asAdmin ? (
    <EnglishOnly>
      <ProjectPage asAdmin />
    </EnglishOnly>
  ) : (
    <ProjectPage asAdmin={false} />
  );
}

function ProjectPage({ asAdmin }: { asAdmin: boolean }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const session = useSession();
  const project = useProject(id);
  const adminAct = useProjectAction(id, true);
  useDocumentTitle(project.data ? t('project.titleOf', { reference: project.data.reference }) : t('project.title'));

  if (!session.token) return <Message text={t('project.logInFirst')} />;
  if (project.isError) return <Message text={t('project.notFound')} />;
  if (!project.data) return <Spinner label={t('project.loading')} />;
  const data = project.data;
  const viewer = asAdmin ? 'admin' : 'customer';
  return (
    <div className="py-8">
      <Container className="max-w-3xl space-y-6">
        <h1 className="text-3xl font-bold tracking-tight">
          {data.kind === 'plan_month' ? t('project.monthHeading') : t('project.websiteHeading')}
        </h1>
        <SectionErrorBoundary>
          <ProjectSummary project={data} viewer={viewer} />
        </SectionErrorBoundary>
        <SectionErrorBoundary>
          {asAdmin ? <AdminProjectActions project={data} act={adminAct} /> : <CustomerActions project={data} />}
        </SectionErrorBoundary>
        <SectionErrorBoundary>
          <ProjectBrief project={data} viewer={viewer} />
        </SectionErrorBoundary>
        <SectionErrorBoundary>
          <ProjectThread project={data} />
        </SectionErrorBoundary>
        <SectionErrorBoundary>
          <ProjectHistory project={data} viewer={viewer} />
        </SectionErrorBoundary>
      </Container>
    </div>
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
