import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaymentProvider } from '../payments';
import type { EncRespCodec } from './enc-resp';

export interface CheckoutDeps {
  db: Kysely<Database>;
  provider: PaymentProvider;
  encResp: EncRespCodec;
  /** The store's public address (return and notify URLs), from configuration only, never from a request. */
  publicUrl: string;
}

/** Payment sessions (and provider orders) stay open this long. */
export const SESSION_LIFETIME_MS = 30 * 60_000;
