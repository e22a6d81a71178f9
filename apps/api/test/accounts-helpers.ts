import { createAdmin } from './factories';
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

// The customer and admin factories, by the names the tests have long used.
export { createCustomer as customerToken, createCustomerAccount as signupCustomer } from './factories';

/** An admin and its token, by position (the factories' `createAdmin` takes overrides). */
export const adminToken = (t: TestApp, username?: string, password?: string) => createAdmin(t, { username, password });

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
