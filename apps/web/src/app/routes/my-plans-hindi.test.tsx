// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { logInCustomer, planMonthProject, plansOnSale, proPlan } from '../../testing/account-screens';
import { json, stubFetch } from '../../testing/fetch-stub';
import { englishLeft, inHindi } from '../../testing/hindi';
import { renderRoute } from '../../testing/render-route';
import { MyPlansRoute } from './my-plans';

/** My plans with one running PRO PLAN (month 1 awaiting its brief), or none, with Renew ready. */
async function openMyPlans(page: ReactElement, withPlan = true) {
  logInCustomer();
  stubFetch({
    'GET /api/my-plans': json(200, withPlan ? proPlan : { today: proPlan.today, plans: [] }),
    'GET /api/projects': json(200, { projects: withPlan ? [planMonthProject] : [] }),
    'GET /api/plans': json(200, plansOnSale),
  });
  const view = renderRoute(page);
  if (withPlan) await screen.findByRole('button', { name: /PRO PLAN/ });
  else await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  return view;
}

describe('My plans', () => {
  it('in English, as before', async () => {
    const { container, unmount } = await openMyPlans(<MyPlansRoute />);
    expect(container.textContent).toBe(
      'My plansMy ordersPRO PLANActiveMonths bought3Starts1 Jan 2030Ends31 Mar 2030Ad creditup to ₹3,000/monthMonths left3Monthly workMonth 11 Jan 2030 – 31 Jan 2030Awaiting your briefMonths to renew PRO PLAN1 month3 months6 months12 monthsRenew',
    );
    unmount();
    const empty = await openMyPlans(<MyPlansRoute />, false);
    expect(empty.container.textContent).toBe('My plansMy ordersYou have no marketing plan yet. See plans');
  });

  it('in Hindi: months, dates, ad credit, the month’s state and Renew, with no English but the plan’s name', async () => {
    const { container } = await openMyPlans(inHindi(<MyPlansRoute />));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('मेरे प्लान');
    expect(screen.getByRole('link', { name: 'मेरे ऑर्डर' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'महीना 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PRO PLAN रिन्यू करें' }).textContent).toBe('रिन्यू करें');
    expect(screen.getByTestId('plan-end').textContent).toBe('31 मार्च 2030');
    const text = container.textContent ?? '';
    for (const words of ['चालू', '₹3,000/महीना तक', 'आपके ब्रीफ़ का इंतज़ार है', '1 जन॰ 2030 – 31 जन॰ 2030', '3 महीने'])
      expect(text).toContain(words);
    expect(englishLeft(text.replaceAll('PRO PLAN', ''))).toEqual([]);
  });

  it('in Hindi with no plan yet', async () => {
    const { container } = await openMyPlans(inHindi(<MyPlansRoute />), false);
    expect(container.textContent).toBe('मेरे प्लानमेरे ऑर्डरआपके पास अभी कोई मार्केटिंग प्लान नहीं है। प्लान देखें');
  });
});
