import { describe, expect, it } from 'vitest';
import { addItem, decreaseItem, increaseItem, itemCount, removeItem, sanitiseStoredCart, totalsOf } from './cart-rules';

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
