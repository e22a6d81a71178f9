import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaymentProvider } from '../payments';
import type { EncRespCodec } from './enc-resp';

export interface CheckoutDeps {
  db: Kysely<Database>;
  provider: PaymentProvider;
  encResp: EncRespCodec;
  /** The store's public address (return and notify URLs); the request's own origin when unset. */
  publicUrl: string | undefined;
}

/** Payment sessions (and provider orders) stay open this long. */
export const SESSION_LIFETIME_MS = 30 * 60_000;
