// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../lib/session';
import { createAdmin, createAdminOrderDetail } from '../../testing/data-generators';
import { json, stubFetch } from '../../testing/fetch-stub';
import { renderRoute } from '../../testing/render-route';
import { AdminOrdersRoute } from './admin-orders';

const order = createAdminOrderDetail();
const { events: _events, refund: _refund, ...listed } = order;
const refundable = {
  id: order.id,
  subtotalPaise: 127034,
  gstPaise: 22866,
  totalPaise: 149900,
  refundedPaise: 0,
  lines: [
    {
      position: 0,
      name: 'Lotus Bakery',
      kind: 'design',
      quantity: 1,
      unitPaise: 149900,
      planMonths: null,
      refundedUnits: 0,
      refundableUnits: 1,
    },
  ],
};
const orderCalls = {
  'GET /api/admin/orders': json(200, [listed]),
  [`GET /api/admin/orders/${order.id}`]: json(200, order),
  [`GET /api/admin/orders/${order.id}/refundable`]: json(200, refundable),
  'GET /api/admin/projects': json(200, { projects: [] }),
};

/** ManageOrders → the order → Refund: the confirmation asking for the reason. */
async function openRefund() {
  saveSession('admin-token', createAdmin(), true);
  const view = renderRoute(<AdminOrdersRoute />, { path: '/ManageOrders' });
  await view.user.click(await screen.findByRole('button', { name: order.id }));
  await view.user.click(await screen.findByRole('button', { name: 'Refund' }));
  const confirm = within(await screen.findByRole('alertdialog', { name: /^Refund ₹/ }));
  return { ...view, confirm };
}

describe('ManageOrders: the refund confirmation', () => {
  it('asks for the reason beside its field, focuses it and sends nothing', async () => {
    const seen = stubFetch(orderCalls);
    const { user, confirm } = await openRefund();
    await user.click(confirm.getByRole('button', { name: 'Continue to refund' }));
    const reason = confirm.getByLabelText('Reason (printed on the credit note)');
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(confirm.getByText('Give the reason for the refund.')).toBeTruthy();
    expect(seen.filter(({ method }) => method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal at the last check", async () => {
    stubFetch({
      ...orderCalls,
      [`POST /api/admin/orders/${order.id}/refund`]: json(409, { error: 'A refund of this order is pending.' }),
    });
    const { user, confirm } = await openRefund();
    await user.type(confirm.getByLabelText('Reason (printed on the credit note)'), 'Bought the wrong design');
    await user.click(confirm.getByRole('button', { name: 'Continue to refund' }));
    await user.click(confirm.getByRole('button', { name: 'Yes, refund ₹1,499.00' }));
    expect(await confirm.findByText('A refund of this order is pending.')).toBeTruthy();
    expect(confirm.getByText(/^Last check: refund ₹1,499.00 for “Bought the wrong design”\?/)).toBeTruthy();
  });

  it('refunds the whole order with the reason as typed, confirmed twice', async () => {
    const refunded = createAdminOrderDetail({ status: 'REFUNDED', refunded: 1499 });
    const seen = stubFetch({ ...orderCalls, [`POST /api/admin/orders/${order.id}/refund`]: json(200, refunded) });
    const { user, confirm } = await openRefund();
    await user.type(confirm.getByLabelText('Reason (printed on the credit note)'), 'Bought the wrong design ');
    await user.click(confirm.getByRole('button', { name: 'Continue to refund' }));
    await user.click(confirm.getByRole('button', { name: 'Yes, refund ₹1,499.00' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(seen.filter(({ method }) => method === 'POST').map(({ body }) => body)).toEqual([
      { reason: 'Bought the wrong design ' },
    ]);
  });
});
