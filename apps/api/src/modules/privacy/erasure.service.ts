import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ERASURE_LINK_HOURS, type ErasureRequested, type ErasureRequestInput, type OpenWork } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, InvalidInput, TooManyRequests } from '../../lib/errors';
import { confirmPassword } from '../accounts';
import type { ModuleContext } from '../module';
import { activePlansOf } from '../plans';
import { openProjectsOf } from '../projects';
import {
  erasureRequestTimes,
  expireWaitingErasuresOf,
  findErasureByHash,
  insertErasure,
} from './data-rights.repository';
import { type ErasedAccount, eraseEverything } from './erase-account';

type Ctx = Pick<ModuleContext, 'db' | 'events' | 'services'>;

const HOUR_MS = 3_600_000;
/** Erasure links one account may have mailed in an hour. */
const MAX_LINKS_PER_HOUR = 3;

const REFUSALS = {
  unknown: 'This erasure link is not valid.',
  used: 'This erasure link has already been used.',
  expired: 'This erasure link has expired. Ask again from your dashboard.',
} as const;

export const hashErasureToken = (token: string) => createHash('sha256').update(token).digest('hex');

const refuse = (why: keyof typeof REFUSALS) => new InvalidInput(REFUSALS[why], { token: REFUSALS[why] });

export async function openWorkOf(db: Kysely<Database>, userId: string, now = new Date()): Promise<OpenWork> {
  return { projects: await openProjectsOf(db, userId), plans: await activePlansOf(db, userId, now) };
}

const hasOpenWork = (work: OpenWork) => work.projects.length > 0 || work.plans.length > 0;

/**
 * A signed-in customer asks for erasure: their password again, then a link mailed to the account's address
 * (24 hours, once) confirms it. Open projects or plan months running refuse the request (409, listing them)
 * unless the customer agrees they end without a refund. A new request replaces a waiting one.
 */
export async function requestErasure(
  { db, events }: Ctx,
  user: { id: string; name: string; email: string },
  input: ErasureRequestInput,
  now = new Date(),
): Promise<ErasureRequested> {
  await confirmPassword(db, user.id, input.password);
  const recent = await erasureRequestTimes(db, user.id, new Date(now.getTime() - HOUR_MS).toISOString());
  const oldest = recent[MAX_LINKS_PER_HOUR - 1];
  if (oldest) {
    const seconds = Math.max(1, Math.ceil((Date.parse(oldest) + HOUR_MS - now.getTime()) / 1000));
    throw new TooManyRequests('We have mailed you three erasure links this hour. Please use the latest one.', seconds);
  }
  const openWork = await openWorkOf(db, user.id, now);
  if (hasOpenWork(openWork) && !input.closeOpenWork)
    throw new AppError(
      409,
      'You have work in progress. Agree to end it now without a refund, or erase your account once it is finished.',
      { openWork },
    );
  const token = randomBytes(32).toString('base64url');
  const linkExpiresAt = new Date(now.getTime() + ERASURE_LINK_HOURS * HOUR_MS).toISOString();
  const erasureId = randomUUID();
  await db.transaction().execute(async (trx) => {
    await expireWaitingErasuresOf(trx, user.id);
    await insertErasure(trx, {
      id: erasureId,
      user_id: user.id,
      email: user.email,
      token_hash: hashErasureToken(token),
      state: 'awaiting-link',
      close_open_work: input.closeOpenWork ? 1 : 0,
      requested_at: now.toISOString(),
      link_expires_at: linkExpiresAt,
      erased_at: null,
    });
    await events.publish(trx, 'ErasureRequested', {
      userId: user.id,
      erasureId,
      to: user.email,
      name: user.name,
      token,
      linkExpiresAt,
      openWork,
    });
  });
  return { linkExpiresAt, email: user.email, openWork };
}

/** The mailed link followed: the account is erased (see `eraseEverything`), once. */
export async function confirmErasure(ctx: Ctx, token: string, now = new Date()): Promise<ErasedAccount> {
  const request = await findErasureByHash(ctx.db, hashErasureToken(token));
  if (!request) throw refuse('unknown');
  if (request.state === 'erased') throw refuse('used');
  if (request.state === 'expired' || request.link_expires_at <= now.toISOString()) throw refuse('expired');
  const erased = await eraseEverything(ctx, request, now);
  if (!erased) throw refuse('used');
  return erased;
}
