// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAdminOrderDetail } from '../../testing/data-generators';
import { OrdersTable } from './orders-table';

describe('the ManageOrders table', () => {
  it("shows each paid order's method, short, in its row; none on an unpaid order", () => {
    const orders = [
      createAdminOrderDetail({ id: 'ORD-UPI', paymentMethod: 'upi', paymentDetail: 'ka****@okaxis' }),
      createAdminOrderDetail({ id: 'ORD-CARD', paymentMethod: 'credit_card', cardLast4: '4242' }),
      createAdminOrderDetail({ id: 'ORD-NB', paymentMethod: 'netbanking', paymentDetail: 'HDFC' }),
      createAdminOrderDetail({ id: 'ORD-FAILED', status: 'FAILED', paymentMethod: 'upi', paidAt: null }),
    ];
    render(<OrdersTable orders={orders} onOpen={() => {}} />);
    const row = (id: string) => within(screen.getByRole('button', { name: id }).closest('tr') as HTMLElement);
    expect(row('ORD-UPI').getByText('UPI')).toBeTruthy();
    expect(row('ORD-CARD').getByText('Card ••4242')).toBeTruthy();
    expect(row('ORD-NB').getByText('Netbanking')).toBeTruthy();
    expect(row('ORD-FAILED').queryByText('UPI')).toBeNull();
  });
});
