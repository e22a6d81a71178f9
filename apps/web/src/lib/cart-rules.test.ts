import { describe, expect, it } from 'vitest';
import {
  addItem,
  addPlan,
  decreaseItem,
  increaseItem,
  itemCount,
  orderLines,
  removeItem,
  sanitiseStoredCart,
  totalsOf,
} from './cart-rules';

const card = (id: string, price = 2999) => ({ _id: id, title: `Design ${id}`, price, imageSrc: `/media/${id}.webp` });

describe('cart rules', () => {
  it('appends a new card with quantity 1', () => {
    expect(addItem([], card('a'))).toEqual([{ ...card('a'), quantity: 1 }]);
  });

  it('raises the quantity of a card already in the cart by 1, matched by _id', () => {
    const once = addItem([], card('a'));
    const twice = addItem(once, { ...card('a'), title: 'Renamed' });
    expect(twice).toHaveLength(1);
    expect(twice[0]?.quantity).toBe(2);
  });

  it('keeps other lines in order', () => {
    const items = addItem(addItem(addItem([], card('a')), card('b')), card('a'));
    expect(items.map((item) => [item._id, item.quantity])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });

  it('never lowers a quantity below 1', () => {
    const items = decreaseItem(decreaseItem(addItem([], card('a')), 'a'), 'a');
    expect(items[0]?.quantity).toBe(1);
  });

  it('decreases by 1', () => {
    const items = decreaseItem(increaseItem(increaseItem(addItem([], card('a')), 'a'), 'a'), 'a');
    expect(items[0]?.quantity).toBe(2);
  });

  it('caps the quantity at 10', () => {
    let items = addItem([], card('a'));
    for (let step = 0; step < 15; step += 1) items = increaseItem(items, 'a');
    expect(items[0]?.quantity).toBe(10);
  });

  it('removes a line', () => {
    expect(removeItem(addItem(addItem([], card('a')), card('b')), 'a').map((item) => item._id)).toEqual(['b']);
  });

  it('counts items with their quantities', () => {
    expect(itemCount(increaseItem(addItem(addItem([], card('a')), card('b')), 'a'))).toBe(3);
  });

  it('totals in paise with 18% GST', () => {
    const items = increaseItem(increaseItem(addItem([], card('a', 2999)), 'a'), 'a');
    expect(totalsOf(items)).toEqual({ subtotalPaise: 899_700, gstPaise: 161_946, totalPaise: 1_061_646 });
  });

  it('drops malformed stored lines and clamps quantities', () => {
    const stored = [
      { ...card('a'), quantity: 0 },
      { ...card('b'), quantity: 99 },
      { _id: 'c', title: 'No price', imageSrc: '/x', quantity: 1 },
      'junk',
      null,
    ];
    expect(sanitiseStoredCart(stored).map((item) => [item._id, item.quantity])).toEqual([
      ['a', 1],
      ['b', 10],
    ]);
    expect(sanitiseStoredCart({ not: 'an array' })).toEqual([]);
  });
});

describe('plan lines', () => {
  const pro = { id: 'pro', title: 'PRO PLAN', pricePerMonth: 19999 };

  it('adds "PRO PLAN — 3 months" at the monthly price × months, quantity 1', () => {
    expect(addPlan([], pro, 3)).toEqual([
      {
        _id: 'plan:pro',
        title: 'PRO PLAN — 3 months',
        price: 59997,
        imageSrc: '',
        quantity: 1,
        plan: { id: 'pro', months: 3 },
      },
    ]);
    expect(addPlan([], pro, 1)[0]?.title).toBe('PRO PLAN — 1 month');
  });

  it('keeps one line per plan: choosing again replaces the months in place', () => {
    const items = addPlan(addItem(addPlan([], pro, 3), card('a')), pro, 12);
    expect(items.map((item) => [item._id, item.title, item.price])).toEqual([
      ['plan:pro', 'PRO PLAN — 12 months', 239988],
      ['a', 'Design a', 2999],
    ]);
    expect(increaseItem(items, 'plan:pro')[0]?.quantity).toBe(1);
  });

  it('prices plans and designs together: GST 18% on the subtotal, to the paisa', () => {
    const items = addItem(addPlan([], pro, 3), card('a', 2999.5));
    expect(totalsOf(items)).toEqual({ subtotalPaise: 6_299_650, gstPaise: 1_133_937, totalPaise: 7_433_587 });
  });

  it('sends designs as items and plans with their months', () => {
    const items = addPlan(addItem(addItem([], card('a')), card('a')), pro, 6);
    expect(orderLines(items)).toEqual({ items: [{ id: 'a', quantity: 2 }], plans: [{ id: 'pro', months: 6 }] });
  });

  it('drops stored plan lines with months the store does not sell', () => {
    const stored = [
      {
        _id: 'plan:pro',
        title: 'PRO PLAN — 3 months',
        price: 59997,
        imageSrc: '',
        quantity: 4,
        plan: { id: 'pro', months: 3 },
      },
      { _id: 'plan:basic', title: 'x', price: 1, imageSrc: '', quantity: 1, plan: { id: 'basic', months: 2 } },
    ];
    expect(sanitiseStoredCart(stored)).toEqual([{ ...stored[0], quantity: 1 }]);
  });
});
