import type { CustomerOrder } from '@store/shared';
import { describe, expect, it } from 'vitest';
import { cartItemsOfOrder } from './cart-from-order';

const order = (items: CustomerOrder['items']): CustomerOrder => ({
  id: 'ORD-20261126-AB12',
  items,
  total: 0,
  status: 'FAILED',
  createdAt: '2026-11-26T10:00:00.000Z',
  paymentSessionId: 'session',
});

describe('cartItemsOfOrder', () => {
  it('puts designs still on sale and plans with their months back, and leaves out designs no longer sold', () => {
    const items = cartItemsOfOrder(
      order([
        { name: 'Chai Corner', quantity: 2, price: 4999, designId: 'd1', planMonths: null, imageSrc: '/media/d1.webp' },
        { name: 'Gone Design', quantity: 1, price: 2999, designId: 'd2', planMonths: null, imageSrc: null },
        { name: 'PRO PLAN (3 months)', quantity: 1, price: 59997, designId: 'pro', planMonths: 3, imageSrc: null },
      ]),
    );
    expect(items).toEqual([
      { _id: 'd1', title: 'Chai Corner', price: 4999, imageSrc: '/media/d1.webp', quantity: 2 },
      {
        _id: 'plan:pro',
        title: 'PRO PLAN (3 months)',
        price: 59997,
        imageSrc: '',
        quantity: 1,
        plan: { id: 'pro', months: 3 },
      },
    ]);
  });

  it('gives an empty cart when nothing of the order is on sale any more', () => {
    expect(
      cartItemsOfOrder(
        order([{ name: 'Gone', quantity: 1, price: 100, designId: 'd9', planMonths: null, imageSrc: null }]),
      ),
    ).toEqual([]);
  });
});
