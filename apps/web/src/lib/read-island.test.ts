// @vitest-environment happy-dom
import { marketingPlanListSchema, PLANS_ELEMENT_ID } from '@store/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { readIsland } from './read-island';

const embed = (text: string) => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PLANS_ELEMENT_ID;
  script.textContent = text;
  document.body.append(script);
};

afterEach(() => document.getElementById(PLANS_ELEMENT_ID)?.remove());

describe('data the server embeds in the page', () => {
  it('is read through its shared schema', () => {
    embed(JSON.stringify({ plans: [] }));
    expect(readIsland(PLANS_ELEMENT_ID, marketingPlanListSchema)).toEqual({ plans: [] });
  });

  it('reads as absent when missing, unreadable or of another shape, so the page asks the API', () => {
    expect(readIsland(PLANS_ELEMENT_ID, marketingPlanListSchema)).toBeUndefined();
    embed('{"plans": [');
    expect(readIsland(PLANS_ELEMENT_ID, marketingPlanListSchema)).toBeUndefined();
    document.getElementById(PLANS_ELEMENT_ID)?.remove();
    embed(JSON.stringify({ plans: [{ id: 'growth' }] }));
    expect(readIsland(PLANS_ELEMENT_ID, marketingPlanListSchema)).toBeUndefined();
  });
});
