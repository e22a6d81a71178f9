import type { MarketingPlanData } from '@store/shared';
import { useState } from 'react';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n';
import { cartActions } from '../../../lib/cart-store';
import { useNavigate } from '../../../lib/router';
import { MonthsSelect } from './months-select';

/** "Renew": the same plan, for the months chosen, into the cart at today's price; the months follow the current end. */
export function RenewPlan({ plan, title }: { plan: MarketingPlanData | undefined; title: string }) {
  const { t } = useTranslation();
  const [months, setMonths] = useState<number>(1);
  const navigate = useNavigate();
  if (!plan) return <p className="text-sm text-slate-600">{t('myPlans.noLongerOnSale', { title })}</p>;
  const renew = () => {
    cartActions.addPlan(plan, months);
    navigate(paths.cart);
  };
  return (
    <div className="flex gap-2">
      <MonthsSelect
        label={t('myPlans.monthsToRenew', { title })}
        months={months}
        onChange={setMonths}
        className="rounded-xl border-0 bg-white px-3 py-2 text-sm ring-1 ring-inset ring-slate-300"
      />
      <button
        type="button"
        onClick={renew}
        aria-label={t('myPlans.renewPlan', { title })}
        className="rounded-xl bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('myPlans.renew')}
      </button>
    </div>
  );
}
