import { memo, Suspense, useState } from 'react';
import { Container } from '../../components/ui/container';
import { CatalogueSection, type CatalogueState } from '../../features/catalogue';
import { HomeHero } from '../../features/home';
import { useTranslation } from '../../i18n';
import { lazyPart } from '../../lib/lazy-part';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { HomeBelowFold } from './home-below-fold';

// Only a tap on the hero's Login opens it: the accounts feature's code arrives then.
const LoginDialog = lazyPart(async () => (await import('../../features/accounts')).LoginDialog);

/**
 * Below the fold: plans, testimonials, features and FAQ, drawn by the server too, so the page is whole before
 * (and without) the app. In the app's start-up code: the page is drawn on the server and the app comes at the
 * first tap, so a chunk of its own would only be fetched at once after it, with the kit it shares with other
 * pages. Apart from the home page's own state, so the catalogue's updates do not redraw it.
 */
const BelowFold = memo(HomeBelowFold);

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
