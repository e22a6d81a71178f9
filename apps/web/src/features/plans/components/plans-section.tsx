import { GST_PERCENT } from '@store/shared';
import { useId } from 'react';
import { SectionHeading } from '../../../components/section-heading';
import { Container } from '../../../components/ui/container';
import { mostPopularPlanId } from '../../../content/plans';
import { useTranslation } from '../../../i18n';
import { usePlans } from '../api/get-plans';
import { PlanCard } from './plan-card';

/** The four monthly social media marketing plans (home page and /marketing). */
export function PlansSection() {
  const { t } = useTranslation();
  const headingId = useId();
  // The store's plans; the plans as first sold stand in until they arrive.
  const { data, isPlaceholderData } = usePlans();
  return (
    <section
      id="plans"
      aria-labelledby={headingId}
      className="drawn-when-near scroll-mt-20 bg-slate-50 py-16 [--near-size:2650px] sm:[--near-size:1760px] md:[--near-size:1450px] lg:[--near-size:1150px] xl:[--near-size:1070px] sm:py-24"
    >
      <Container>
        <SectionHeading id={headingId} eyebrow={t('plans.eyebrow')} title={t('plans.title')} intro={t('plans.intro')} />
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {(data?.plans ?? []).map((plan) => (
            <PlanCard key={plan.id} plan={plan} popular={plan.id === mostPopularPlanId} ready={!isPlaceholderData} />
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-slate-600">{t('plans.pricesNote', { percent: GST_PERCENT })}</p>
      </Container>
    </section>
  );
}
