import type { FastifyInstance } from 'fastify';
import { createAdmin } from '../src/modules/accounts';
import type { TestApp } from './test-app';

let counter = 0;
/** A distinct client address per call, so one test's throttling never affects another. */
export const nextIp = () => {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
};

let networks = 0;
/**
 * A fresh IPv6 /64 and, per call of `next`, another address inside it written another way (full,
 * compressed, upper case), as one client holding the whole /64 may send from any of them.
 */
export function nextIpv6Network() {
  networks += 1;
  const prefix = `2001:db8:${((networks >> 16) & 0xffff).toString(16)}:${(networks & 0xffff).toString(16)}`;
  let host = 0;
  const next = () => {
    host += 1;
    const low = host.toString(16);
    const forms = [
      `${prefix}:${low}:${((host * 7919) & 0xffff).toString(16)}:beef:${low}`,
      `${prefix}::${low}`,
      `${prefix}:FACE:${low}::${low}`.toUpperCase(),
    ];
    return forms[host % forms.length] ?? `${prefix}::1`;
  };
  return { prefix, next };
}

export async function signupCustomer(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  counter += 1;
  const body = {
    name: `Customer ${counter}`,
    email: `customer${counter}-${Date.now()}@example.com`,
    password: 'correct horse battery',
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/signup', payload: body, remoteAddress: nextIp() });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return body;
}

export async function customerToken(app: FastifyInstance, overrides: Parameters<typeof signupCustomer>[1] = {}) {
  const account = await signupCustomer(app, overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: account.email, password: account.password },
    remoteAddress: nextIp(),
  });
  const body = response.json() as { token: string; user: { _id: string } };
  return { ...account, token: body.token, id: body.user._id };
}

export async function adminToken(t: TestApp, username = `admin${++counter}`, password = 'admin password 1') {
  await createAdmin(t.store.db, username, password);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin-login',
    payload: { username, password },
    remoteAddress: nextIp(),
  });
  const body = response.json() as { token: string; admin: { _id: string } };
  return { username, password, token: body.token, id: body.admin._id };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
