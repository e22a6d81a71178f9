import { Container } from '../../../components/ui/container';
import { PageHero } from '../../../components/ui/page-hero';
import { jobOpenings } from '../../../content/careers';
import { company } from '../../../content/company';
import { useTranslation } from '../../../i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { OpeningCard } from '../components/opening-card';

/** /career: the current openings. */
export function CareerPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('career.title'));
  return (
    <>
      <PageHero eyebrow={t('career.eyebrow')} title={t('career.heading', { brand: company.brand })}>
        <p>{t('career.lead')}</p>
      </PageHero>
      <Container className="py-12 sm:py-16">
        <p className="max-w-2xl text-lg text-slate-700">{t('career.hiring', { roles: jobOpenings.length })}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {jobOpenings.map((opening) => (
            <OpeningCard key={opening.id} opening={opening} />
          ))}
        </ul>
      </Container>
    </>
  );
}
