import { randomUUID } from 'node:crypto';
import {
  type ConsentChannel,
  type ConsentList,
  type ConsentPurpose,
  OPTIONAL_PURPOSES,
  type OptionalPurpose,
  PRIVACY_NOTICE_VERSION,
  type PrivacyChoice,
} from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { activeConsents, consentsOfUser, hasAnyConsent, insertConsents, withdrawConsents } from './privacy.repository';

type Db = Kysely<Database>;

export interface ConsentSubject {
  userId: string | null;
  email: string;
  /** The enquiry the consent came with. */
  reference?: string;
}

const isOptional = (purpose: ConsentPurpose) => (OPTIONAL_PURPOSES as readonly string[]).includes(purpose);

/**
 * Records the notice agreed to with an action (in its transaction): the required purpose, then each optional
 * one ticked. A purpose already in force for the account is not recorded twice.
 */
export async function recordConsents(
  db: Db,
  subject: ConsentSubject,
  choice: PrivacyChoice,
  required: ConsentPurpose,
  via: ConsentChannel,
  at = new Date().toISOString(),
) {
  const purposes: ConsentPurpose[] = [required, ...new Set(choice.optional)];
  const rows = [];
  for (const purpose of purposes) {
    if (subject.userId && (await activeConsents(db, subject.userId, purpose)).length > 0) continue;
    rows.push({
      id: randomUUID(),
      user_id: subject.userId,
      email_key: subject.email.trim().toLowerCase(),
      purpose,
      notice_version: choice.noticeVersion,
      language: choice.language ?? 'en',
      given_via: via,
      reference: subject.reference ?? null,
      given_at: at,
      withdrawn_at: null,
    });
  }
  await insertConsents(db, rows);
}

export async function listConsents(db: Db, userId: string): Promise<ConsentList> {
  const rows = await consentsOfUser(db, userId);
  return {
    consents: rows.map((row) => ({
      id: row.id,
      purpose: row.purpose,
      optional: isOptional(row.purpose),
      noticeVersion: row.notice_version,
      givenVia: row.given_via,
      givenAt: row.given_at,
      withdrawnAt: row.withdrawn_at,
    })),
    noticeAccepted: rows.some(
      (row) => row.purpose === 'contract' && row.withdrawn_at === null && row.notice_version === PRIVACY_NOTICE_VERSION,
    ),
  };
}

/** Withdrawn at once: the next mail for that purpose checks `optionalConsentAllows` and is not written. */
export async function withdrawConsent(db: Db, userId: string, purpose: OptionalPurpose) {
  await withdrawConsents(db, userId, purpose, new Date().toISOString());
  return listConsents(db, userId);
}

export async function giveConsent(db: Db, user: { id: string; email: string }, purpose: OptionalPurpose) {
  await recordConsents(
    db,
    { userId: user.id, email: user.email },
    { noticeVersion: PRIVACY_NOTICE_VERSION, optional: [] },
    purpose,
    'profile',
  );
  return listConsents(db, user.id);
}

/**
 * Whether a mail for an optional purpose may go to the account: a consent in force, or an account that
 * predates the notice (no consent on record at all) and so never had the choice.
 */
export async function optionalConsentAllows(db: Db, userId: string, purpose: OptionalPurpose) {
  if ((await activeConsents(db, userId, purpose)).length > 0) return true;
  return !(await hasAnyConsent(db, userId));
}
