import { ButtonLink } from '../../components/ui/button-link';
import { Container } from '../../components/ui/container';
import { paths } from '../../config/paths';
import { ProfileCard } from '../../features/accounts';
import { ConsentSettings, DataExportPanel, EraseAccountPanel } from '../../features/privacy';
import { useTranslation } from '../../i18n';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The customer dashboard: profile, and the way to orders and designs. */
export function UserDashboardRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.title'));
  const { user } = useSession();
  return (
    <div className="py-10">
      <Container className="max-w-4xl">
        <h1 className="text-3xl font-bold tracking-tight">
          {user?.name ? t('dashboard.welcomeName', { name: user.name }) : t('dashboard.welcome')}
        </h1>
        <div className="mt-8 grid gap-6 md:grid-cols-[1.4fr_1fr]">
          <section aria-labelledby="profile-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 id="profile-title" className="mb-4 text-lg font-semibold">
              {t('dashboard.profile')}
            </h2>
            <ProfileCard />
          </section>
          <section
            aria-labelledby="shortcuts-title"
            className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="shortcuts-title" className="text-lg font-semibold">
              {t('dashboard.shortcuts')}
            </h2>
            <ButtonLink to={paths.myOrders}>{t('dashboard.myOrders')}</ButtonLink>
            <ButtonLink to={paths.myPlans} variant="secondary">
              {t('dashboard.myPlans')}
            </ButtonLink>
            <ButtonLink to={paths.designs} variant="secondary">
              {t('dashboard.browse')}
            </ButtonLink>
          </section>
        </div>
        <section
          id="privacy"
          aria-labelledby="privacy-title"
          className="mt-6 divide-y divide-slate-200 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 [&>*]:py-6 [&>*:first-child]:pt-0 [&>*:last-child]:pb-0"
        >
          <div>
            <h2 id="privacy-title" className="mb-2 text-lg font-semibold">
              {t('dashboard.privacy')}
            </h2>
            <ConsentSettings />
          </div>
          <DataExportPanel />
          <EraseAccountPanel />
        </section>
      </Container>
    </div>
  );
}
