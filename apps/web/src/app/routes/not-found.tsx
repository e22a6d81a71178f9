import { ButtonLink } from '../../components/ui/button-link';
import { Container } from '../../components/ui/container';
import { paths } from '../../config/paths';
import { useTranslation } from '../../i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="py-20">
      <Container className="max-w-xl text-center">
        <p className="text-sm font-semibold text-brand-700">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">{t('notFound.title')}</h1>
        <p className="mt-3 text-slate-600">{t('notFound.text')}</p>
        <div className="mt-6 flex justify-center gap-3">
          <ButtonLink to={paths.home}>{t('notFound.home')}</ButtonLink>
          <ButtonLink to={paths.designs} variant="secondary">
            {t('notFound.browse')}
          </ButtonLink>
        </div>
      </Container>
    </div>
  );
}
