import { clientAddressKey } from '../../lib/client-address-key';
import type { Allowance, ThrottleRule } from './throttle-rules';

// Every per-address subject keys the client through clientAddressKey: an IPv6 client by its /64.

/** Failed attempts allowed per account from one address in the window: a guesser there gets no more. */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
/**
 * Failed customer logins allowed from one address in the window, across accounts. Indian mobile
 * carriers and offices put many people behind one address, so this is sized for a crowd.
 */
export const MAX_CUSTOMER_FAILURES_PER_ADDRESS = 100;
/** Failed admin logins allowed from one address; counted apart, so shoppers never lock the admin out. */
export const MAX_ADMIN_FAILURES_PER_ADDRESS = 20;

/**
 * The rules of one login attempt. Customer and admin logins use separate subjects, so neither
 * surface's traffic counts against the other. The account's own rule slows and never locks.
 */
export function loginRules(surface: 'customer' | 'admin', account: string, ip: string) {
  const prefix = surface === 'customer' ? 'login' : 'admin-login';
  const address = clientAddressKey(ip);
  const pair = `${prefix}-pair:${account}@${address}`;
  const rules: ThrottleRule[] = [
    { subject: `${prefix}-account:${account}`, kind: 'slow' },
    { subject: pair, kind: 'limit', max: MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS },
    {
      subject: `${prefix}-ip:${address}`,
      kind: 'limit',
      max: surface === 'customer' ? MAX_CUSTOMER_FAILURES_PER_ADDRESS : MAX_ADMIN_FAILURES_PER_ADDRESS,
    },
  ];
  return { rules, pair };
}

export const signupRules = (ip: string, max: number): ThrottleRule[] => [
  { subject: `signup-ip:${clientAddressKey(ip)}`, kind: 'limit', max },
];

/**
 * Reset mails one email may be sent in the window, whoever asks: enough for a lost mail or two.
 * Requests past it are answered as usual and mail nothing; the mails already sent still work.
 */
export const MAX_RESET_MAILS_PER_ACCOUNT = 3;
/** Reset requests for one email from one network address in the window. */
export const MAX_RESET_REQUESTS_PER_ACCOUNT_AND_ADDRESS = 3;
/** Reset requests from one network address in the window, across emails (shared networks again). */
export const MAX_RESET_REQUESTS_PER_ADDRESS = 30;
/** "Resend verification email" clicks one account may make in the window. */
export const MAX_VERIFICATION_RESENDS = 3;

/**
 * The rules of one "Forgot password?" request, by the email asked for (whether or not an account
 * has it, so nothing says which emails have accounts) and network address. Only the asker's own
 * address is ever refused: the email's mail allowance, once spent, stops the mails, never the answer,
 * so a stranger asking over and over cannot keep the owner from asking.
 */
export function passwordResetRules(account: string, ip: string): { rules: ThrottleRule[]; mails: Allowance } {
  const address = clientAddressKey(ip);
  return {
    rules: [
      { subject: `reset-pair:${account}@${address}`, kind: 'limit', max: MAX_RESET_REQUESTS_PER_ACCOUNT_AND_ADDRESS },
      { subject: `reset-ip:${address}`, kind: 'limit', max: MAX_RESET_REQUESTS_PER_ADDRESS },
    ],
    mails: { subject: `reset-account:${account}`, max: MAX_RESET_MAILS_PER_ACCOUNT },
  };
}

export const verificationResendRules = (userId: string): ThrottleRule[] => [
  { subject: `verify-resend:${userId}`, kind: 'limit', max: MAX_VERIFICATION_RESENDS },
];
