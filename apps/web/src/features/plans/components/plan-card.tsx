import { formatWholeRupees, type MarketingPlanData, rupeesToPaise } from '@store/shared';
import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { CheckIcon } from '../../../components/ui/check-icon';
import { WithGst } from '../../../components/with-gst';
import { planEnquiryPath } from '../../../config/paths';
import { useLanguage, useTranslation } from '../../../i18n';
import { ChoosePlan } from './choose-plan';

interface PlanCardProps {
  plan: MarketingPlanData;
  popular: boolean;
  /** The store's own prices have arrived: the plan can go in the cart. */
  ready: boolean;
}

/**
 * One marketing plan: title, monthly price with its total incl. GST, features, "Choose plan" with its months (buys), and
 * "Get this plan" (the spec's contact form about it), each with a line saying which it is.
 */
export function PlanCard({ plan, popular, ready }: PlanCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const askId = useId();
  return (
    <li
      className={`relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ${
        popular ? 'ring-2 ring-brand-600 lg:-my-2 lg:py-8' : 'ring-1 ring-slate-200'
      }`}
    >
      <article aria-labelledby={titleId} className="flex flex-1 flex-col">
        {popular ? (
          <p className="absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-accent-500 px-3 py-1 text-xs font-bold uppercase tracking-wide text-slate-950">
            {t('plans.mostPopular')}
          </p>
        ) : null}
        <h3 id={titleId} className="text-sm font-bold tracking-wider text-brand-800">
          {plan.title}
        </h3>
        <p className="mt-4 flex items-baseline gap-1">
          <span className="text-4xl font-bold tracking-tight text-slate-900">
            {formatWholeRupees(plan.pricePerMonth, language)}
          </span>
          <span className="text-sm font-medium text-slate-600">{t('plans.perMonth')}</span>
        </p>
        <WithGst
          pricePaise={rupeesToPaise(plan.pricePerMonth)}
          per={t('plans.perMonth')}
          className="mt-1.5 text-sm text-slate-600"
        />
        <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <CheckIcon />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        <ChoosePlan plan={plan} ready={ready} titleId={titleId} />
        <ButtonLink
          to={planEnquiryPath(plan.title)}
          variant="secondary"
          className="mt-3 w-full"
          aria-describedby={`${titleId} ${askId}`}
        >
          {t('plans.getThisPlan')}
        </ButtonLink>
        <p id={askId} className="mt-1.5 text-xs text-slate-600">
          {t('plans.askNote')}
        </p>
      </article>
    </li>
  );
}
