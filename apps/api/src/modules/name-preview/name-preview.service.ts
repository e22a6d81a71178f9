import { createHash } from 'node:crypto';
import type { NameSlot } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { designPicture } from '../catalogue';
import { readFile, storeCacheFile } from '../media';
import { renderNamePreview } from './name-preview.render';
import type { RenderQueue } from './render-queue';

/** Media role of cached name previews, and how many are kept unless NAME_PREVIEW_CACHE_LIMIT says otherwise (about 60 KB each at 1200 pixels). */
export const NAME_PREVIEW_ROLE = 'name-preview';
export const NAME_PREVIEW_CACHE_LIMIT = 500;

export type NamePreview =
  | { kind: 'picture'; data: Buffer; etag: string; title: string }
  | { kind: 'missing' }
  | { kind: 'busy' };

/** Same design picture, slot, name and width: same key; a changed picture or slot makes new ones. */
function cacheKey(pictureKey: string, slot: NameSlot, name: string, width: number): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([pictureKey, slot, name, width]))
    .digest('base64url');
  return `name-preview-${hash.slice(0, 32)}.webp`;
}

/**
 * A design's picture with the visitor's name in its slot: from the media store's cache, or drawn
 * (one at a time, with a short queue) and kept there. A design without a slot shows its picture as is.
 */
export async function namePreview(
  db: Kysely<Database>,
  queue: RenderQueue,
  input: { designId: string; name: string; width: number },
  cacheLimit = NAME_PREVIEW_CACHE_LIMIT,
): Promise<NamePreview> {
  const design = await designPicture(db, input.designId);
  if (!design) return { kind: 'missing' };
  const slot = design.nameSlot;
  const key = slot ? cacheKey(design.pictureKey, slot, input.name, input.width) : undefined;
  const cached = key ? await readFile(db, key) : undefined;
  if (cached) return { kind: 'picture', data: Buffer.from(cached.data), etag: cached.sha256, title: design.title };

  const picture = await readFile(db, design.pictureKey);
  if (!picture) return { kind: 'missing' };
  const data = await queue.run(async () => {
    if (!slot) return Buffer.from(picture.data);
    return renderNamePreview(picture.data, input.name, slot, input.width);
  });
  if (!data) return { kind: 'busy' };
  if (key) await storeCacheFile(db, { key, role: NAME_PREVIEW_ROLE, contentType: 'image/webp', data }, cacheLimit);
  const etag = createHash('sha256').update(data).digest('base64url');
  return { kind: 'picture', data, etag, title: design.title };
}
