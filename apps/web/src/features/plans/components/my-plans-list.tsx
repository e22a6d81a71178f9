import { type CustomerPlan, formatWholeRupees, indiaDateText, type Project } from '@store/shared';
import { paths } from '../../../config/paths';
import { useLanguage, useTranslation } from '../../../i18n';
import { Link } from '../../../lib/router';
import { usePlans } from '../api/get-plans';
import { monthsOfPlan, PlanMonthLinks } from './plan-month-links';
import { RenewPlan } from './renew-plan';

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="mt-0.5 font-medium text-slate-900">{children}</dd>
    </div>
  );
}

interface MyPlansListProps {
  plans: readonly CustomerPlan[];
  /** The customer's projects: each plan lists its months' projects from them. */
  projects: readonly Project[];
  projectPath: (id: string) => string;
}

/** The customer's plans: months bought, start and end (India dates), ad credit, months left, each month's project, Renew. */
export function MyPlansList({ plans, projects, projectPath }: MyPlansListProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const onSale = usePlans();
  // Renew prices from the store's own plans, never the stand-ins shown before they load.
  const current = onSale.isPlaceholderData ? [] : (onSale.data?.plans ?? []);
  if (plans.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
        {t('myPlans.none')}{' '}
        <Link to={`${paths.marketing}#plans`} className="font-semibold text-brand-700 hover:underline">
          {t('myPlans.seePlans')}
        </Link>
      </p>
    );
  }
  return (
    <ul className="space-y-4">
      {plans.map((plan) => (
        <li
          key={plan.planId}
          aria-label={plan.title}
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-lg font-bold tracking-wide text-brand-800">{plan.title}</h2>
            <span className="text-sm font-medium text-slate-600">{t(`myPlans.status.${plan.status}`)}</span>
          </div>
          <dl className="mt-4 grid grid-cols-2 gap-4 text-sm sm:grid-cols-3">
            <Fact term={t('myPlans.monthsBought')}>{plan.monthsBought}</Fact>
            <Fact term={t('myPlans.starts')}>
              <time dateTime={plan.startsOn} data-testid="plan-start">
                {indiaDateText(plan.startsOn, language)}
              </time>
            </Fact>
            <Fact term={t('myPlans.ends')}>
              <time dateTime={plan.endsOn} data-testid="plan-end">
                {indiaDateText(plan.endsOn, language)}
              </time>
            </Fact>
            <Fact term={t('myPlans.adCredit')}>
              {t('myPlans.adCreditUpTo', { amount: formatWholeRupees(plan.adCredit, language) })}
            </Fact>
            <Fact term={t('myPlans.monthsLeft')}>
              <span data-testid="plan-months-left">{plan.monthsLeft}</span>
            </Fact>
          </dl>
          <PlanMonthLinks months={monthsOfPlan(plan, projects)} projectPath={projectPath} />
          <div className="mt-4">
            {onSale.isPending || onSale.isPlaceholderData ? null : (
              <RenewPlan plan={current.find((onOffer) => onOffer.id === plan.planId)} title={plan.title} />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
