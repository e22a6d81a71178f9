import { describe, expect, it } from 'vitest';
import { openerPolicyFor } from './opener-policy';

describe('openerPolicyFor', () => {
  it('seals every back-office page and its sign-in page', () => {
    for (const path of [
      '/admin-login',
      '/admin-dashboard',
      '/products',
      '/ManageOrders',
      '/manageorders/',
      '/admin/users',
      '/admin/audit-log',
      '/admin/upload',
    ]) {
      expect(openerPolicyFor(path), path).toBe('same-origin');
    }
  });

  it('lets the payment page keep the windows it opens', () => {
    for (const path of ['/formpage', '/formpage/', '/formpage/session_123', '/FormPage', '/hi/formpage']) {
      expect(openerPolicyFor(path), path).toBe('same-origin-allow-popups');
    }
  });

  it('asks nothing of the shop’s other pages, the API or media', () => {
    for (const path of [
      '/',
      '/hi',
      '/designs',
      '/designs/spice-route-kitchen',
      '/marketing',
      '/contactus',
      '/cart',
      '/checkout',
      '/my-orders',
      '/sucess',
      '/user-login',
      '/products/extra',
      '/admin',
      '/admin/users/extra',
      '/formpage/a/b',
      '/api/cards',
      '/media/a.webp',
    ]) {
      expect(openerPolicyFor(path), path).toBeUndefined();
    }
  });
});
