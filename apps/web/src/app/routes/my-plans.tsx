import { Container } from '../../components/ui/container';
import { Spinner } from '../../components/ui/spinner';
import { paths, projectPath } from '../../config/paths';
import { MyPlansList, useMyPlans } from '../../features/plans';
import { useMyProjects } from '../../features/projects';
import { useTranslation } from '../../i18n';
import { Link } from '../../lib/router';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /my-plans: the customer's marketing plans, their dates in India time, each month's project, and Renew. */
export function MyPlansRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('myPlans.title'));
  const plans = useMyPlans();
  // Each month of a plan is a project: the list links them (none while they load).
  const projects = useMyProjects();
  return (
    <div className="py-10">
      <Container className="max-w-3xl">
        <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-3xl font-bold tracking-tight">{t('myPlans.title')}</h1>
          <Link to={paths.myOrders} className="font-semibold text-brand-700 hover:underline">
            {t('myPlans.myOrders')}
          </Link>
        </div>
        {plans.data ? (
          <MyPlansList plans={plans.data.plans} projects={projects.data ?? []} projectPath={projectPath} />
        ) : null}
        {plans.isPending ? <Spinner label={t('myPlans.loading')} /> : null}
        {plans.isError ? (
          <p role="alert" className="text-red-700">
            {t('myPlans.failed')}
          </p>
        ) : null}
      </Container>
    </div>
  );
}
