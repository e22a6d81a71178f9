import type { ThrottleRule } from './throttle-rules';

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
  const pair = `${prefix}-pair:${account}@${ip}`;
  const rules: ThrottleRule[] = [
    { subject: `${prefix}-account:${account}`, kind: 'slow' },
    { subject: pair, kind: 'limit', max: MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS },
    {
      subject: `${prefix}-ip:${ip}`,
      kind: 'limit',
      max: surface === 'customer' ? MAX_CUSTOMER_FAILURES_PER_ADDRESS : MAX_ADMIN_FAILURES_PER_ADDRESS,
    },
  ];
  return { rules, pair };
}

export const signupRules = (ip: string, max: number): ThrottleRule[] => [
  { subject: `signup-ip:${ip}`, kind: 'limit', max },
];

/** Reset mails one address (email) may be sent in the window, however many ask: enough for a lost mail or two. */
export const MAX_RESET_MAILS_PER_ACCOUNT = 3;
/** Reset requests from one network address in the window, across addresses (shared networks again). */
export const MAX_RESET_REQUESTS_PER_ADDRESS = 30;
/** "Resend verification email" clicks one account may make in the window. */
export const MAX_VERIFICATION_RESENDS = 3;

/**
 * The rules of one "Forgot password?" request, counted by the email asked for (whether or not an
 * account has it, so a refusal says nothing about accounts) and by network address. Every request
 * counts, as sign-ups do.
 */
export const passwordResetRules = (account: string, ip: string): ThrottleRule[] => [
  { subject: `reset-account:${account}`, kind: 'limit', max: MAX_RESET_MAILS_PER_ACCOUNT },
  { subject: `reset-ip:${ip}`, kind: 'limit', max: MAX_RESET_REQUESTS_PER_ADDRESS },
];

export const verificationResendRules = (userId: string): ThrottleRule[] => [
  { subject: `verify-resend:${userId}`, kind: 'limit', max: MAX_VERIFICATION_RESENDS },
];
