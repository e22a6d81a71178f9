import { useId } from 'react';
import { Container } from '../../../components/ui/container';
import { useTranslation } from '../../../i18n';

const steps = ['choose', 'brand', 'publish', 'review'] as const;

/** The four-step "how it works" band on the marketing page. */
export function MarketingSteps() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-white py-16 sm:py-24">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t('marketing.howItWorks')}</p>
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {t('marketing.stepsTitle')}
          </h2>
        </div>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step} className="relative rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`marketing.steps.${step}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{t(`marketing.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
