import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateSecret } from '../src/lib/secrets';
import type { Access } from '../src/modules/accounts';
import { createTokenService } from '../src/modules/accounts';
import { adminToken, customerToken } from './accounts-helpers';
import { createTestApp, type TestApp } from './test-app';

/**
 * Every API route with the access it must have. A route the server has but this
 * table lacks (or lists differently) fails the suite, so no route ships unguarded.
 */
const expectedAccess: Record<string, Access> = {
  'GET /api/categories': 'public',
  'GET /api/categories/with-designs': 'public',
  'GET /api/cards': 'public',
  'GET /api/designs/:slug': 'public',
  'GET /api/designs/:slug/share-image.png': 'public',
  'GET /api/share-image.png': 'public',
  'GET /api/cards/:id/preview.webp': 'public',
  'GET /api/admin/gst': 'admin',
  'GET /api/admin/gst.csv': 'admin',
  'GET /api/admin/orders/:orderNumber/invoice.pdf': 'admin',
  'GET /api/orders/:orderNumber/invoice.pdf': 'customer',
  'GET /api/admin/orders/:orderNumber/credit-note.pdf': 'admin',
  'GET /api/orders/:orderNumber/credit-note.pdf': 'customer',
  'POST /api/signup': 'public',
  'POST /api/login': 'public',
  'POST /api/admin-login': 'public',
  'GET /api/profile': 'user',
  'PUT /api/profile/language': 'user',
  'GET /api/privacy/consents': 'customer',
  'POST /api/privacy/consents/:purpose': 'customer',
  'POST /api/privacy/consents/:purpose/withdraw': 'customer',
  'POST /api/privacy/checkout-notice': 'customer',
  'GET /api/privacy/export': 'customer',
  'POST /api/privacy/export': 'customer',
  'GET /api/privacy/export/my-data.zip': 'customer',
  'GET /api/privacy/erasure': 'customer',
  'POST /api/privacy/erasure': 'customer',
  'POST /api/privacy/erasure/confirm': 'public',
  'GET /api/admin/privacy/erasures': 'admin',
  'GET /api/admin/customers/:userId/data-export': 'admin',
  'GET /api/admin/customers/:userId/data-export.zip': 'admin',
  'GET /api/admin/audit-log': 'admin',
  'GET /api/admin/audit-log.csv': 'admin',
  'POST /api/password-reset': 'public',
  'POST /api/password-reset/confirm': 'public',
  'POST /api/verify-email': 'public',
  'POST /api/verify-email/resend': 'customer',
  'POST /api/logout': 'user',
  'GET /api/users': 'admin',
  'GET /api/admin/customers.csv': 'admin',
  'POST /api/cards': 'admin',
  'PUT /api/cards/:id': 'admin',
  'DELETE /api/cards/:id': 'admin',
  'POST /api/new-order': 'customer',
  'GET /api/status/:paymentSessionId': 'customer',
  'POST /api/payment-response': 'public',
  'GET /api/payment-result/:orderNumber': 'public',
  'GET /api/orders': 'customer',
  'GET /api/payments/config': 'public',
  'POST /api/payments/webhook/:provider': 'public',
  'POST /api/payments/razorpay/verify': 'customer',
  'GET /api/admin/orders': 'admin',
  'GET /api/admin/orders.csv': 'admin',
  'GET /api/admin/orders/:orderNumber': 'admin',
  'POST /api/admin/orders/:orderNumber/recheck': 'admin',
  'POST /api/admin/orders/:orderNumber/refund': 'admin',
  'GET /api/admin/orders/:orderNumber/refundable': 'admin',
  'GET /api/admin/stats': 'admin',
  'GET /api/settings': 'public',
  'GET /api/admin/settings': 'admin',
  'PUT /api/admin/settings': 'admin',
  'POST /api/enquiries': 'public',
  'GET /api/admin/enquiries': 'admin',
  'PATCH /api/admin/enquiries/:reference': 'admin',
  'GET /api/admin/emails': 'admin',
  'GET /api/admin/emails/:id': 'admin',
  'GET /api/projects': 'customer',
  'GET /api/projects/:id': 'user',
  'PUT /api/projects/:id/brief': 'customer',
  'POST /api/projects/:id/brief/logo': 'customer',
  'POST /api/projects/:id/actions': 'customer',
  'POST /api/projects/:id/messages': 'user',
  'GET /api/projects/:id/files/:key': 'user',
  'GET /api/projects/:id/messages': 'user',
  'PUT /api/projects/:id/monthly-brief': 'customer',
  'POST /api/projects/:id/monthly-brief/assets': 'customer',
  'DELETE /api/projects/:id/monthly-brief/assets/:key': 'customer',
  'GET /api/admin/projects': 'admin',
  'GET /api/admin/projects/:id': 'admin',
  'POST /api/admin/projects/:id/actions': 'admin',
  'GET /api/plans': 'public',
  'GET /api/my-plans': 'customer',
  'GET /api/admin/plans': 'admin',
  'PUT /api/admin/plans/:id': 'admin',
};

type Credential = 'none' | 'malformed' | 'expired' | 'foreignSecret' | 'algNone' | 'customer' | 'admin';
const invalid: Credential[] = ['none', 'malformed', 'expired', 'foreignSecret', 'algNone'];

/** The statuses a credential may get on a route of each access level (anything else is a failure). */
function allowed(access: Access, credential: Credential): 'denied-401' | 'denied-403' | 'passes' {
  if (access === 'public') return 'passes';
  if (invalid.includes(credential)) return 'denied-401';
  if (access === 'admin' && credential !== 'admin') return 'denied-403';
  if (access === 'customer' && credential !== 'customer') return 'denied-403';
  return 'passes';
}

let t: TestApp;
const headers: Partial<Record<Credential, Record<string, string>>> = {};
let accounts: { customer: { email: string; password: string }; admin: { username: string; password: string } };

/** Fresh valid tokens, since calling POST /api/logout revokes the previous ones. */
async function refreshValidTokens() {
  const customer = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: accounts.customer,
    remoteAddress: '10.200.0.2',
  });
  const admin = await t.app.inject({
    method: 'POST',
    url: '/api/admin-login',
    payload: accounts.admin,
    remoteAddress: '10.200.0.2',
  });
  headers.customer = { authorization: `Bearer ${customer.json().token}` };
  headers.admin = { authorization: `Bearer ${admin.json().token}` };
}

beforeAll(async () => {
  t = await createTestApp();
  const customer = await customerToken(t.app);
  const admin = await adminToken(t);
  accounts = {
    customer: { email: customer.email, password: customer.password },
    admin: { username: admin.username, password: admin.password },
  };
  const secret = new TextEncoder().encode(loadOrCreateSecret(t.dataDir, undefined));
  const expired = await new SignJWT({ role: 'admin', ver: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(admin.id)
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(secret);
  const foreign = await createTokenService('x'.repeat(48)).issue({ userId: admin.id, role: 'admin', version: 0 });
  const payload = admin.token.split('.')[1];
  const algNone = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
  Object.assign(headers, {
    none: {},
    malformed: { authorization: 'Bearer abc.def' },
    expired: { authorization: `Bearer ${expired}` },
    foreignSecret: { authorization: `Bearer ${foreign}` },
    algNone: { authorization: `Bearer ${algNone}` },
    customer: { authorization: `Bearer ${customer.token}` },
    admin: { authorization: `Bearer ${admin.token}` },
  });
});
afterAll(async () => {
  await t.close();
});

describe('access-control matrix', () => {
  it('covers every API route the server has, with the expected access', () => {
    const actual = Object.fromEntries(t.app.routeAccess.map((route) => [`${route.method} ${route.url}`, route.access]));
    expect(actual).toEqual(expectedAccess);
  });

  it('answers each route × credential as its access level demands', async () => {
    const failures: string[] = [];
    for (const route of t.app.routeAccess) {
      await refreshValidTokens();
      const url = route.url.replace(/:(\w+)/g, 'unknown-$1');
      for (const credential of Object.keys(headers) as Credential[]) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { ...headers[credential], 'content-type': 'application/json' },
          payload: route.method === 'GET' ? undefined : '{}',
          remoteAddress: '10.200.0.1',
        });
        const expected = allowed(route.access, credential);
        const ok =
          expected === 'denied-401'
            ? response.statusCode === 401
            : expected === 'denied-403'
              ? response.statusCode === 403
              : response.statusCode !== 401 && response.statusCode !== 403;
        if (!ok)
          failures.push(`${route.method} ${route.url} as ${credential}: ${response.statusCode} (expected ${expected})`);
      }
    }
    expect(failures).toEqual([]);
    // Over a hundred routes, each after fresh logins (a route may end the session it was called with).
  }, 120_000);
});
