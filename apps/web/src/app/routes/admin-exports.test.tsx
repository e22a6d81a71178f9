// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session';
import { createAdmin } from '../../testing/data-generators';
import { json, stubFetch } from '../../testing/fetch-stub';
import { renderRoute } from '../../testing/render-route';
import { AdminOrdersRoute } from './admin-orders';
import { AdminUsersRoute } from './admin-users';

const csv = () => new Response('heading\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } });
const fetched = () => vi.mocked(fetch).mock.calls.map(([input]) => String(input));

/** ManageOrders and Manage Users download what they show (every page) as CSV, with the filters on screen. */
describe('admin exports', () => {
  it('ManageOrders downloads the orders of the chosen status and search', async () => {
    saveSession('admin-token', createAdmin(), true);
    stubFetch({ 'GET /api/admin/orders': json(200, []), 'GET /api/admin/orders.csv': csv() });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:orders');
    const { user } = renderRoute(<AdminOrdersRoute />, { path: '/ManageOrders' });
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'PAID');
    await user.type(screen.getByLabelText('Search by order number, phone or email'), '98123');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(fetched().filter((url) => url.includes('orders.csv'))).toEqual([
      '/api/admin/orders.csv?status=PAID&q=98123',
    ]);
  });

  it('Manage Users downloads the customers of the search, and says when the download fails', async () => {
    saveSession('admin-token', createAdmin(), true);
    stubFetch({
      'GET /api/users': json(200, []),
      'GET /api/admin/customers.csv': json(500, { error: 'Internal Server Error' }),
    });
    const { user } = renderRoute(<AdminUsersRoute />, { path: '/users' });
    await user.type(screen.getByLabelText('Search by name or email'), 'asha');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The CSV could not be downloaded. Please try again.');
    expect(fetched().filter((url) => url.includes('customers.csv'))).toEqual(['/api/admin/customers.csv?q=asha']);
  });
});
