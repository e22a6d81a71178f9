import { openerPolicyFor } from '@store/shared';
import { describe, expect, it } from 'vitest';
import { pageAddresses } from './router';

// The server sends the opener policy by address and the app reloads into the back office by the same rule
// (docs/decisions/024), so every route the app draws must fall on the side of the rule its layout is on.
const example = (path: string) => path.replace(/:[A-Za-z]+/g, 'example-1');

describe('the opener policy of each page the app draws', () => {
  it('seals every back-office page, its sign-in page included', () => {
    expect(pageAddresses.backOffice.length).toBeGreaterThan(10);
    for (const path of pageAddresses.backOffice) expect(openerPolicyFor(example(path)), path).toBe('same-origin');
  });

  it('leaves every public page open except the payment page, which keeps its popups', () => {
    for (const path of pageAddresses.public) {
      const expected = path.startsWith('/formpage') ? 'same-origin-allow-popups' : undefined;
      expect(openerPolicyFor(example(path)), path).toBe(expected);
    }
  });
});
