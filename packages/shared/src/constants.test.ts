import { describe, expect, it } from 'vitest';
import { OFFERED_CATEGORIES } from './constants';

describe('offered categories', () => {
  it('are the seven the spec offers, in the spec’s order, spelled as it spells them', () => {
    // Written out from the product spec (§3 Category); "Real Estate" appears once although the spec lists it twice.
    expect(OFFERED_CATEGORIES).toEqual([
      'Real Estate',
      'Design',
      'Restaurant',
      'E-commerce',
      'Portfolio',
      'Education',
      'Health Services',
    ]);
  });
});
