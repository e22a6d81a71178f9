import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { Container } from '../../../components/ui/container';
import { PageHero } from '../../../components/ui/page-hero';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { MarketingCta } from '../components/marketing-cta';
import { MarketingHighlights } from '../components/marketing-highlights';
import { MarketingSteps } from '../components/marketing-steps';

/** /marketing and /socials ("Digital Marketing" in the header); the route puts in the plans on sale. */
export function MarketingPage({ plansSection }: { plansSection?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHero eyebrow={t('marketing.eyebrow')} title={t('marketing.heading')}>
        <p>{t('marketing.lead')}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <a
            href="#plans"
            className="inline-flex items-center justify-center rounded-lg bg-accent-500 px-5 py-2.5 text-sm font-semibold text-slate-950 shadow-sm transition-colors hover:bg-accent-600 focus-visible:outline-white"
          >
            {t('marketing.seePlans')}
          </a>
          <ButtonLink to={paths.contactUs} variant="secondary" className="focus-visible:outline-white">
            {t('marketing.talk')}
          </ButtonLink>
        </div>
      </PageHero>
      <Container className="pt-12 sm:pt-16">
        <MarketingHighlights />
      </Container>
      {plansSection}
      <MarketingSteps />
      <MarketingCta />
    </>
  );
}
