import type { ErasureOutcome, OpenWork } from '@store/shared';

/** A customer's archive is ready to download (until `expiresAt`). */
export interface DataExportReady {
  exportId: string;
  /** The account: its mail is written in the account's language. */
  userId: string;
  to: string;
  name: string;
  expiresAt: string;
}

/** A customer asked to erase their account: the link that confirms it. */
export interface ErasureRequested {
  erasureId: string;
  userId: string;
  to: string;
  name: string;
  /** Only in the event (and so in the mail): the request keeps its hash. */
  token: string;
  linkExpiresAt: string;
  /** Work that ends without a refund when the link is followed (the customer agreed). */
  openWork: OpenWork;
}

/** The account was erased: the last mail to the address, written before it is erased. */
export interface AccountErased {
  erasureId: string;
  /** Still there when the event is published: the account is erased after its mail is written. */
  userId: string;
  to: string;
  name: string;
  outcome: ErasureOutcome;
}

/** The privacy module's events, each published in the transaction that records the step. */
export interface PrivacyEvents {
  DataExportReady: DataExportReady;
  ErasureRequested: ErasureRequested;
  AccountErased: AccountErased;
}

declare module '../module' {
  interface DomainEvents extends PrivacyEvents {}
}
