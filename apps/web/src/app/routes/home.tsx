import { lazy, memo, Suspense, useState } from 'react';
import { Container } from '../../components/ui/container';
import { CatalogueSection, type CatalogueState } from '../../features/catalogue';
import { HomeHero } from '../../features/home';
import { useTranslation } from '../../i18n';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

// Below the fold: plans, testimonials, features and FAQ, in their own chunk; drawn by the server too, so the
// page is whole before (and without) the app.
const HomeBelowFold = lazy(() => import('./home-below-fold').then((module) => ({ default: module.HomeBelowFold })));

// Only a tap on the hero's Login opens it: the accounts feature's code arrives then.
const LoginDialog = lazy(() => import('../../features/accounts').then((module) => ({ default: module.LoginDialog })));

const belowFoldPlaceholder = <div className="min-h-screen" aria-hidden="true" />;

/**
 * Apart from the home page's own state: the page's first updates after hydration (the session) then do not
 * reach the server-drawn part below the fold while its code loads, which React would otherwise draw afresh.
 */
const BelowFold = memo(function BelowFold() {
  return (
    <Suspense fallback={belowFoldPlaceholder}>
      <HomeBelowFold />
    </Suspense>
  );
});

export function HomeRoute() {
  const { t } = useTranslation();
  useDocumentTitle('');
  const [catalogue, setCatalogue] = useState<CatalogueState>({ page: 1 });
  const [loginOpen, setLoginOpen] = useState(false);
  const { token } = useSession();
  return (
    <>
      <HomeHero onLogin={token ? undefined : () => setLoginOpen(true)} />
      {loginOpen ? (
        <Suspense fallback={null}>
          <LoginDialog onClose={() => setLoginOpen(false)} />
        </Suspense>
      ) : null}
      <section aria-labelledby="catalogue-title" className="py-14">
        <Container>
          <div className="mb-6">
            <h2 id="catalogue-title" className="text-3xl font-bold tracking-tight">
              {t('home.browseTitle')}
            </h2>
            <p className="mt-2 text-slate-600">{t('home.browseLead')}</p>
          </div>
          <CatalogueSection state={catalogue} onChange={setCatalogue} emptyText={t('home.empty')} belowTheFold />
        </Container>
      </section>
      <BelowFold />
    </>
  );
}
