import { describe, expect, it } from 'vitest';
import { orderTitles } from './checkout';

describe("the new-order call's titles", () => {
  it('joins the items’ titles by a comma, in cart order', () => {
    expect(orderTitles(['Spice Route Kitchen', 'Nest Finder'])).toBe('Spice Route Kitchen, Nest Finder');
    expect(orderTitles(['PRO PLAN — 3 months'])).toBe('PRO PLAN — 3 months');
  });

  it("is 'Untitled Order' for a cart without titles", () => {
    expect(orderTitles([])).toBe('Untitled Order');
  });
});
