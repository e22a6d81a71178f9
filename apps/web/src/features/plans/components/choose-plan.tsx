import { ADD_TO_CART_TOAST_MS, type MarketingPlanData } from '@store/shared';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { cartActions } from '../../../lib/cart-store';
import { notify } from '../../../lib/notify';
import { MonthsSelect } from './months-select';

interface ChoosePlanProps {
  plan: MarketingPlanData;
  /** Off while the store's own prices are still loading. */
  ready: boolean;
  titleId: string;
}

/**
 * A plan card's months choice (1, 3, 6 or 12) and "Choose plan", which puts that many months in the
 * cart; the line under it says this button is the one that buys.
 */
export function ChoosePlan({ plan, ready, titleId }: ChoosePlanProps) {
  const { t } = useTranslation();
  const [months, setMonths] = useState<number>(1);
  const helpId = useId();
  const choose = () => {
    cartActions.addPlan(plan, months);
    notify('success', t('plans.added', { title: `${plan.title} — ${t('plans.months', { count: months })}` }), {
      autoClose: ADD_TO_CART_TOAST_MS,
    });
  };
  return (
    <div className="mt-8">
      <div className="flex gap-2">
        <MonthsSelect
          label={t('plans.monthsOf', { title: plan.title })}
          months={months}
          onChange={setMonths}
          className="rounded-xl border-0 bg-white px-3 py-2.5 text-sm font-medium text-slate-900 ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600"
        />
        <button
          type="button"
          onClick={choose}
          disabled={!ready}
          aria-describedby={`${titleId} ${helpId}`}
          className="flex-1 rounded-xl bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {t('plans.choose')}
        </button>
      </div>
      <p id={helpId} className="mt-1.5 text-xs text-slate-600">
        {t('plans.buyNote')}
      </p>
    </div>
  );
}
