import { describe, expect, it } from 'vitest';
import { AddressBudget } from './address-budget';

/** A budget on a clock the test moves. */
function budgetAt(atOnce = 200, perSecond = 1) {
  const clock = { ms: 0 };
  return { budget: new AddressBudget(atOnce, perSecond, () => clock.ms), clock };
}

describe('AddressBudget', () => {
  it('grants 200 new names at once, then one a second, with the seconds to wait when refused', () => {
    const { budget, clock } = budgetAt();
    for (let index = 0; index < 200; index += 1) expect(budget.take('198.51.100.7')).toBe(0);
    expect(budget.take('198.51.100.7')).toBe(1);
    clock.ms += 999;
    expect(budget.take('198.51.100.7')).toBe(1);
    clock.ms += 1;
    expect(budget.take('198.51.100.7')).toBe(0);
    expect(budget.take('198.51.100.7')).toBe(1);
    clock.ms += 10_000;
    for (let index = 0; index < 10; index += 1) expect(budget.take('198.51.100.7')).toBe(0);
    expect(budget.take('198.51.100.7')).toBe(1);
  });

  it('keeps each address to its own budget', () => {
    const { budget } = budgetAt(2, 0.5);
    expect([budget.take('a'), budget.take('a'), budget.take('a')]).toEqual([0, 0, 2]);
    expect(budget.take('b')).toBe(0);
  });

  it('takes back a name not drawn after all, up to the budget', () => {
    const { budget } = budgetAt(1, 1);
    expect(budget.take('a')).toBe(0);
    budget.giveBack('a');
    expect(budget.take('a')).toBe(0);
    budget.giveBack('a');
    budget.giveBack('a');
    expect([budget.take('a'), budget.take('a')]).toEqual([0, 1]);
  });

  it('forgets addresses whose budget is full again, so 100,000 addresses leave little behind', () => {
    const { budget, clock } = budgetAt(10, 1);
    for (let index = 0; index < 100_000; index += 1) {
      budget.take(`10.${index >> 16}.${(index >> 8) & 255}.${index & 255}`);
      clock.ms += 1;
    }
    // Each address refills its one name in 1 s, so only about the last second's addresses are still kept.
    expect(budget.tracked).toBeLessThan(2 * 1024 + 1000);
  });
});
