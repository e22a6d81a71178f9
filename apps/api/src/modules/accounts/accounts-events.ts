import type { PrivacyChoice } from '@store/shared';

/** A mail-worthy moment of an account that carries a one-time link: who it is for and the link's token. */
export interface AccountLinkIssued {
  userId: string;
  to: string;
  name: string;
  /** Only in the event (and so in the mail): the accounts table keeps its hash. */
  token: string;
}

/** The password of a customer changed (a reset link used): so the owner learns of a takeover. */
export interface PasswordChanged {
  userId: string;
  to: string;
  name: string;
  changedAt: string;
}

/**
 * Accounts' events, each published in the transaction that stores its link's token (or the new password), so a
 * link exists exactly when its mail does.
 */
export interface AccountsEvents {
  /** A customer signed up: welcome, with the address verification link, and the privacy notice they agreed to. */
  CustomerSignedUp: AccountLinkIssued & { privacy?: PrivacyChoice };
  /** "Resend verification email" from the profile. */
  EmailVerificationRequested: AccountLinkIssued;
  PasswordResetRequested: AccountLinkIssued;
  PasswordChanged: PasswordChanged;
}

declare module '../module' {
  interface DomainEvents extends AccountsEvents {}
}
