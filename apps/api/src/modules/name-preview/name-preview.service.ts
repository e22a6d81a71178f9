import { createHash } from 'node:crypto';
import type { NameSlot } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AddressBudget } from '../../lib/address-budget';
import { TooManyRequests } from '../../lib/errors';
import { designPicture } from '../catalogue';
import { readFile } from '../media';
import { renderNamePreview } from './name-preview.render';
import type { PreviewCache } from './preview-cache';
import type { RenderQueue } from './render-queue';

export type NamePreview =
  | { kind: 'picture'; data: Buffer; etag: string; title: string }
  | { kind: 'missing' }
  | { kind: 'busy' };

/** What draws and keeps previews for one app: the cache, the shared renderer and each address's budget. */
export interface PreviewDrawing {
  cache: PreviewCache;
  queue: RenderQueue;
  budget: AddressBudget;
}

/** Same design picture, slot, name and width: same key; a changed picture or slot makes new ones. */
function cacheKey(pictureKey: string, slot: NameSlot, name: string, width: number): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([pictureKey, slot, name, width]))
    .digest('base64url');
  return `name-preview-${hash.slice(0, 32)}.webp`;
}

const etagOf = (data: Uint8Array) => createHash('sha256').update(data).digest('base64url');

/**
 * A design's picture with the visitor's name in its slot: from the cache (before any budget or queue), or
 * drawn within the address's budget of new names, round-robin with other addresses, and kept. A design
 * without a slot shows its picture as is. `address` is the client's `clientAddressKey`.
 */
export async function namePreview(
  db: Kysely<Database>,
  drawing: PreviewDrawing,
  input: { designId: string; name: string; width: number; address: string },
): Promise<NamePreview> {
  const design = await designPicture(db, input.designId);
  if (!design) return { kind: 'missing' };
  const slot = design.nameSlot;
  if (slot) {
    const key = cacheKey(design.pictureKey, slot, input.name, input.width);
    const cached = await drawing.cache.read(key);
    if (cached) return { kind: 'picture', data: Buffer.from(cached.data), etag: cached.sha256, title: design.title };
    const drawn = await drawNew(db, drawing, design.pictureKey, slot, input);
    if (drawn.kind !== 'drawn') return drawn;
    await drawing.cache.store(key, drawn.data);
    return { kind: 'picture', data: drawn.data, etag: etagOf(drawn.data), title: design.title };
  }
  const picture = await readFile(db, design.pictureKey);
  if (!picture) return { kind: 'missing' };
  return { kind: 'picture', data: Buffer.from(picture.data), etag: etagOf(picture.data), title: design.title };
}

/** Draws a preview no one has asked for yet, charged to the address's budget unless it is not drawn after all. */
async function drawNew(
  db: Kysely<Database>,
  drawing: PreviewDrawing,
  pictureKey: string,
  slot: NameSlot,
  input: { name: string; width: number; address: string },
): Promise<{ kind: 'drawn'; data: Buffer } | { kind: 'missing' } | { kind: 'busy' }> {
  const wait = drawing.budget.take(input.address);
  if (wait > 0) {
    throw new TooManyRequests(
      `You have asked for many new previews in a short time. Please try again in ${wait} ${wait === 1 ? 'second' : 'seconds'}.`,
      wait,
    );
  }
  const picture = await readFile(db, pictureKey);
  const outcome = picture
    ? await drawing.queue.run(input.address, () => renderNamePreview(picture.data, input.name, slot, input.width))
    : undefined;
  if (outcome?.kind !== 'done') drawing.budget.giveBack(input.address);
  if (!outcome) return { kind: 'missing' };
  if (outcome.kind === 'address-full') {
    throw new TooManyRequests('Your previews are still being drawn. Please wait for them, then try again.', 1);
  }
  if (outcome.kind === 'busy') return { kind: 'busy' };
  return { kind: 'drawn', data: outcome.value };
}
