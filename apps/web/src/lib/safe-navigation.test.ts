import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveFor, safeNavigationUrl, sameOriginPath } from './safe-navigation';

const STORE = 'https://store.example';

const REFUSED_EVERYWHERE = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  '  javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'blob:https://store.example/0b0c',
  'file:///etc/passwd',
  'http://[bad',
];

describe('safe navigation to a server-given URL', () => {
  it.each(REFUSED_EVERYWHERE)('refuses %j in either scope', (target) => {
    expect(safeNavigationUrl(target, 'http', STORE)).toBeUndefined();
    expect(safeNavigationUrl(target, 'same-origin', STORE)).toBeUndefined();
  });

  it('follows http(s) anywhere in the http scope', () => {
    expect(safeNavigationUrl('https://sandbox.cashfree.com/pg/view?x=1', 'http', STORE)?.href).toBe(
      'https://sandbox.cashfree.com/pg/view?x=1',
    );
    expect(safeNavigationUrl('http://localhost:5173/formpage', 'http', STORE)?.href).toBe(
      'http://localhost:5173/formpage',
    );
  });

  it.each([
    ['https://evil.example/formpage'],
    ['//evil.example/formpage'],
    ['/\\evil.example/formpage'],
    ['http://store.example/formpage'],
    ['https://store.example:8443/formpage'],
    ['https://store.example.evil.example/formpage'],
  ])('refuses %j in the same-origin scope', (target) => {
    expect(safeNavigationUrl(target, 'same-origin', STORE)).toBeUndefined();
    expect(sameOriginPath(target, STORE)).toBeUndefined();
  });

  it("keeps this store's paths and full URLs in the same-origin scope", () => {
    expect(sameOriginPath('/formpage?order_id=ORD-1#top', STORE)).toBe('/formpage?order_id=ORD-1#top');
    expect(sameOriginPath('https://store.example/sucess?encResp=abc', STORE)).toBe('/sucess?encResp=abc');
    expect(sameOriginPath('fail?reason=declined', STORE)).toBe('/fail?reason=declined');
  });

  describe('leaveFor', () => {
    afterEach(() => vi.unstubAllGlobals());

    const stubWindow = () => {
      const assign = vi.fn();
      vi.stubGlobal('window', { location: { origin: STORE, assign } });
      return assign;
    };

    it('assigns a safe URL', () => {
      const assign = stubWindow();
      expect(leaveFor('/formpage?order_id=ORD-1', 'same-origin')).toBe(true);
      expect(assign).toHaveBeenCalledWith('https://store.example/formpage?order_id=ORD-1');
    });

    it('goes nowhere for a refused one and says so', () => {
      const assign = stubWindow();
      expect(leaveFor('javascript:alert(1)', 'http')).toBe(false);
      expect(leaveFor('https://evil.example/', 'same-origin')).toBe(false);
      expect(assign).not.toHaveBeenCalled();
    });
  });
});
