import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { Container } from '../../../components/ui/container';
import { PageHero } from '../../../components/ui/page-hero';
import { paths } from '../../../config/paths';
import { company } from '../../../content/company';
import { useLanguage, useTranslation } from '../../../i18n';
import { useSellerDisplay } from '../../../lib/store-settings';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AboutFacts } from '../components/about-facts';
import { AboutValues } from '../components/about-values';

/** /aboutus */
export function AboutUsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('about.title'));
  const missionId = useId();
  const ctaId = useId();
  const seller = useSellerDisplay();
  // English ends the sentence on the name (one full stop, however the name ends); Hindi ends it on the verb.
  const sellerName = useLanguage() === 'en' ? seller?.legalNameSentence : seller?.legalName;
  return (
    <>
      <PageHero eyebrow={t('about.eyebrow')} title={t('about.heading', { brand: company.brand })}>
        <p>{t('about.lead')}</p>
      </PageHero>
      <Container className="py-12 sm:py-16">
        <section aria-labelledby={missionId} className="grid gap-8 lg:grid-cols-2 lg:gap-12">
          <div>
            <h2 id={missionId} className="text-2xl font-bold tracking-tight text-slate-900">
              {t('about.missionHeading')}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{t('about.mission')}</p>
          </div>
          <div className="space-y-4 leading-relaxed text-slate-700">
            <p>
              {sellerName ? `${t('about.runBy', { brand: company.brand, seller: sellerName })} ` : ''}
              {t('about.library')}
            </p>
            <p>{t('about.howWeWork')}</p>
          </div>
        </section>
        <AboutValues />
        <AboutFacts />
        <section
          aria-labelledby={ctaId}
          className="mt-14 flex flex-col items-start gap-6 rounded-2xl bg-brand-900 p-8 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10"
        >
          <div>
            <h2 id={ctaId} className="text-2xl font-bold tracking-tight">
              {t('about.ctaHeading')}
            </h2>
            <p className="mt-2 text-brand-100">{t('about.ctaText')}</p>
          </div>
          <ButtonLink to={paths.designs} variant="accent" className="shrink-0 focus-visible:outline-white">
            {t('about.explore')}
          </ButtonLink>
        </section>
      </Container>
    </>
  );
}
