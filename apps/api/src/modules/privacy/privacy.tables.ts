import type { ConsentChannel, ConsentPurpose, Language } from '@store/shared';
import type { PrivacyErasuresTable, PrivacyExportsTable } from './data-rights.tables';

/** One consent as given: a withdrawal sets `withdrawn_at`, a consent given again is a new row. */
export interface PrivacyConsentsTable {
  id: string;
  /** The customer's account; null for a contact-form sender without one. */
  user_id: string | null;
  /** Lower-cased email of whoever gave it. */
  email_key: string;
  purpose: ConsentPurpose;
  notice_version: string;
  /** The language the notice was shown in; defaults to 'en' in the table. */
  language: Language;
  given_via: ConsentChannel;
  /** The enquiry reference the consent came with, if any. */
  reference: string | null;
  given_at: string;
  withdrawn_at: string | null;
}

/** An admin's action on personal data: who, what, when and which record. */
export interface PrivacyAuditLogTable {
  id: string;
  at: string;
  admin_id: string;
  admin_name: string;
  action: string;
  record: string;
  detail: string | null;
}

export interface PrivacyTables {
  privacy_consents: PrivacyConsentsTable;
  privacy_audit_log: PrivacyAuditLogTable;
  privacy_exports: PrivacyExportsTable;
  privacy_erasures: PrivacyErasuresTable;
}
