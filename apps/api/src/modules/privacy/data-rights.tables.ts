import type { DataExportState, ErasureState } from '@store/shared';

/**
 * A customer's request for an archive of their data, and the archive itself once made: kept in the database
 * like project files, so every instance serves it, and only through the customer's session.
 */
export interface PrivacyExportsTable {
  id: string;
  user_id: string;
  state: DataExportState;
  requested_at: string;
  /** A job instance holds the request until then while it prepares the archive. */
  lease_until: string | null;
  ready_at: string | null;
  /** The archive and its row are deleted then. */
  expires_at: string | null;
  byte_size: number | null;
  data: Uint8Array | null;
}

/** A request to erase an account, confirmed by a mailed link (only its hash is kept). */
export interface PrivacyErasuresTable {
  id: string;
  user_id: string;
  /** The address the link went to; blanked when the account is erased. */
  email: string | null;
  token_hash: string;
  state: ErasureState;
  /** The customer agreed that open projects and plan months end without a refund. */
  close_open_work: number;
  requested_at: string;
  link_expires_at: string;
  erased_at: string | null;
}
