// @vitest-environment happy-dom
import type { CustomerOrder, Project } from '@store/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CartContents, cartActions } from '../../features/cart';
import { OrdersList } from '../../features/checkout';
import { AwaitingBriefLinks } from '../../features/projects';
import { saveSession } from '../../lib/session';
import { createCartItem, createProjectDetail, createSessionUser } from '../../testing/data-generators';
import { json, stubFetch } from '../../testing/fetch-stub';
import { englishLeft, inHindi } from '../../testing/hindi';
import { renderRoute } from '../../testing/render-route';
import { FailRoute } from './fail';
import { MyOrdersRoute } from './my-orders';

afterEach(() => cartActions.clear());

const order = (overrides: Partial<CustomerOrder>): CustomerOrder => ({
  id: 'ORD-1',
  items: [{ name: 'कमल बेकरी', quantity: 1, price: 1499, designId: 'design-1', planMonths: null, imageSrc: null }],
  total: 1768.82,
  status: 'PAID',
  createdAt: '2030-01-01T10:00:00.000Z',
  paymentSessionId: null,
  ...overrides,
});
const planLine = {
  name: 'PRO PLAN — 3 months',
  quantity: 1,
  price: 29997,
  designId: 'plan-1',
  planMonths: 3,
  imageSrc: null,
};
const orders: CustomerOrder[] = [
  order({ id: 'ORD-1', paymentMethod: 'upi', paymentDetail: 'ka****@okaxis', paidAt: '2030-01-01T10:00:00.000Z' }),
  order({
    id: 'ORD-2',
    paymentMethod: 'card',
    paymentDetail: 'Visa ending 1111',
    paidAt: '2030-01-01T10:00:00.000Z',
    refunded: 500,
  }),
  order({ id: 'ORD-3', status: 'REFUNDED', paymentMethod: 'netbanking', paidAt: '2030-01-01T10:00:00.000Z' }),
  order({ id: 'ORD-4', status: 'FAILED', paymentMethod: 'upi', items: [{ ...planLine }] }),
];
const projects: Project[] = [
  createProjectDetail({ id: 'project-1', designTitle: 'कमल बेकरी', state: 'AWAITING_BRIEF' }),
  createProjectDetail({ id: 'project-2', designTitle: 'नीम क्लिनिक', state: 'IN_DESIGN' }),
  createProjectDetail({ id: 'project-3', kind: 'plan_month', designTitle: 'प्रो प्लान', state: 'DELIVERED' }),
];
// Order numbers, project references and the masked UPI id are the customer's own records.
const withoutRecords = (text: string) => text.replace(/ORD-\d|PRJ-\d+|ka\*+@okaxis|Visa/g, '').replace('PRO PLAN', '');

describe('My Orders in Hindi', () => {
  it('paid, partly refunded, refunded and failed orders, a plan line and the project links show no English', async () => {
    stubFetch({ 'GET /api/orders': json(200, orders), 'GET /api/projects': json(200, { projects }) });
    saveSession('customer-token', createSessionUser(), false);
    const { container } = renderRoute(inHindi(<MyOrdersRoute />));
    await screen.findByText('ORD-4');
    await screen.findByRole('heading', { name: 'आपकी वेबसाइट के प्रोजेक्ट' });
    expect(screen.getByText(/को UPI \(ka\*\*\*\*@okaxis\) से पेमेंट किया$/)).toBeTruthy();
    expect(screen.getByTestId('partly-refunded').textContent).toBe('कुछ रिफ़ंड हुआ₹500.00 रिफ़ंड हुए, ₹1,268.82 बाकी');
    expect(screen.getByText('PRO PLAN — 3 महीने')).toBeTruthy();
    expect(screen.getByTestId('order-failure-reason').textContent).toBe(
      'आपके UPI ऐप में पेमेंट मना कर दिया गया। कोई पैसा नहीं कटा।',
    );
    expect(englishLeft(withoutRecords(container.textContent ?? ''))).toEqual([]);
  });

  it("the payment success page's brief block shows no English", async () => {
    stubFetch({ 'GET /api/projects': json(200, { projects }) });
    saveSession('customer-token', createSessionUser(), false);
    const { container } = renderRoute(
      inHindi(
        <AwaitingBriefLinks orderNumber={projects[0]?.orderNumber ?? ''} projectPath={(id) => `/projects/${id}`} />,
      ),
    );
    expect(await screen.findByRole('link', { name: 'अपनी वेबसाइट का ब्रीफ़ भरें: कमल बेकरी (PRJ-1001)' })).toBeTruthy();
    expect(englishLeft(withoutRecords(container.textContent ?? ''))).toEqual([]);
  });

  it('in English, the same orders read as before', () => {
    renderRoute(<OrdersList orders={orders} payAgainFor={() => () => undefined} />);
    expect(screen.getByText('Paid by UPI (ka****@okaxis) on 1 Jan 2030')).toBeTruthy();
    expect(screen.getByTestId('partly-refunded').textContent).toBe(
      'Partly refunded₹500.00 refunded, ₹1,268.82 remains',
    );
    expect(screen.getByText('Paid by netbanking on 1 Jan 2030')).toBeTruthy();
    expect(screen.getByText('Paid by card (Visa ending 1111) on 1 Jan 2030')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Download credit note' })).toHaveLength(2);
    expect(screen.getByText('PRO PLAN — 3 months')).toBeTruthy();
    expect(screen.getByTestId('order-failure-reason').textContent).toBe(
      'The payment was declined in your UPI app. No money was taken.',
    );
    expect(screen.getByRole('button', { name: 'Pay again' })).toBeTruthy();
  });
});

describe("the cart's plan lines and /fail in Hindi", () => {
  const plan = createCartItem({ _id: 'plan:plan-1', title: 'PRO PLAN — 3 months', price: 29997, imageSrc: '' });

  it('a plan line says its months in Hindi', () => {
    cartActions.replace([{ ...plan, plan: { id: 'plan-1', months: 3 } } as never, createCartItem()]);
    renderRoute(inHindi(<CartContents />));
    expect(screen.getByText('PRO PLAN — 3 महीने')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PRO PLAN — 3 महीने हटाएँ' })).toBeTruthy();
  });

  it('in English, the plan line keeps its title', () => {
    cartActions.replace([{ ...plan, plan: { id: 'plan-1', months: 1 }, title: 'PRO PLAN — 1 month' } as never]);
    renderRoute(<CartContents />);
    expect(screen.getByText('PRO PLAN — 1 month')).toBeTruthy();
  });

  it("/fail gives the provider's reason in Hindi", () => {
    const { container } = renderRoute(inHindi(<FailRoute />), { path: '/fail', url: '/fail?reason=declined' });
    expect(screen.getByTestId('fail-reason').textContent).toBe('बैंक ने आपका कार्ड मना कर दिया। कोई पैसा नहीं कटा।');
    expect(englishLeft(container.textContent ?? '')).toEqual([]);
  });
});
