import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What a mail about an account needs: who gets it and the one-time link's token. */
export interface AccountMail {
  userId: string;
  to: string;
  name: string;
  token: string;
}

/**
 * The mails accounts cause, written by the mail module into its outbox inside the caller's
 * transaction (the one that stores the token), so a link exists exactly when its mail does.
 */
export interface AccountMailer {
  /** On sign-up: welcome, with the address verification link. */
  welcome(trx: Kysely<Database>, mail: AccountMail): Promise<void>;
  /** "Resend verification email" from the profile. */
  verifyEmail(trx: Kysely<Database>, mail: AccountMail): Promise<void>;
  passwordReset(trx: Kysely<Database>, mail: AccountMail): Promise<void>;
  /** After the password changed (a reset link used): so an owner learns of a takeover. */
  passwordChanged(trx: Kysely<Database>, mail: Omit<AccountMail, 'token'> & { changedAt: string }): Promise<void>;
}
