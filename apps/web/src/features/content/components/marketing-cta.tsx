import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { Container } from '../../../components/ui/container';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';

/** Closing call to action on the marketing page. */
export function MarketingCta() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-slate-50 py-16 sm:py-20">
      <Container>
        <div className="flex flex-col items-start gap-6 rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 p-8 text-white sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t('marketing.ctaTitle')}
            </h2>
            <p className="mt-3 text-lg text-brand-100">{t('marketing.ctaText')}</p>
          </div>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <ButtonLink to={paths.contactUs} variant="accent" className="focus-visible:outline-white">
              {t('marketing.talk')}
            </ButtonLink>
            <ButtonLink to={paths.designs} variant="secondary" className="focus-visible:outline-white">
              {t('marketing.browse')}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
