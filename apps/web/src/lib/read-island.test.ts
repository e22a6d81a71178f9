// @vitest-environment happy-dom
import { type MarketingPlanList, PLANS_ELEMENT_ID } from '@store/shared';
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
  it('is read as the server wrote it', () => {
    const plans = {
      plans: [{ id: 'pro', title: 'PRO PLAN', pricePerMonth: 9999, adCredit: 5000, features: ['Reels'] }],
    };
    embed(JSON.stringify(plans));
    expect(readIsland<MarketingPlanList>(PLANS_ELEMENT_ID)).toEqual(plans);
  });

  it('reads as absent when missing or unreadable, so the page asks the API', () => {
    expect(readIsland<MarketingPlanList>(PLANS_ELEMENT_ID)).toBeUndefined();
    embed('{"plans": [');
    expect(readIsland<MarketingPlanList>(PLANS_ELEMENT_ID)).toBeUndefined();
  });
});
