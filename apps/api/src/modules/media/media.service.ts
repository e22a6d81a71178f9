import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { UnsupportedMediaType } from '../../lib/errors';
import { type EncodedImage, encodeImageVariants, IMAGE_WIDTHS } from './image-variants';
import {
  countRole,
  deleteAssetFiles,
  deleteFilesOfRole,
  deleteRoleCreatedBefore,
  findFile,
  insertCacheFile,
  insertFiles,
  keysOfRole,
  type MediaFileRow,
  pruneRole,
} from './media.repository';

export const MEDIA_ROUTE_PREFIX = '/media';

export interface StoredImage {
  assetId: string;
  /** Path of the middle-width variant, the card's `imageSrc`. */
  src: string;
  /** All variants as a `srcset` value. */
  srcSet: string;
}

export interface StoredPdf {
  assetId: string;
  src: string;
}

/** Image and PDF bytes ready to be written, produced outside any transaction (encoding is slow). */
export interface PreparedAsset {
  assetId: string;
  rows: MediaFileRow[];
}

const newAssetId = () => randomBytes(16).toString('hex');
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('base64url');
const mediaPath = (key: string) => `${MEDIA_ROUTE_PREFIX}/${key}`;

function fileRow(assetId: string, role: string, extension: string, contentType: string, data: Buffer): MediaFileRow {
  return {
    key: `${assetId}-${role}.${extension}`,
    asset_id: assetId,
    role,
    content_type: contentType,
    byte_size: data.byteLength,
    sha256: sha256(data),
    data,
    created_at: new Date().toISOString(),
  };
}

/** Re-encodes an uploaded picture into the stored WebP set; throws 415 for anything that is not a picture. */
export async function prepareImage(input: Buffer): Promise<PreparedAsset & { image: StoredImage }> {
  return prepareEncodedImage(await encodeImageVariants(input));
}

/** The stored WebP set of a picture encoded earlier (a demo design's, drawn at build time). */
export function prepareEncodedImage(encoded: EncodedImage[]): PreparedAsset & { image: StoredImage } {
  const assetId = newAssetId();
  const rows = encoded.map((variant) => fileRow(assetId, variant.role, 'webp', 'image/webp', variant.data));
  const srcSet = IMAGE_WIDTHS.map((width) => `${mediaPath(`${assetId}-w${width}.webp`)} ${width}w`).join(', ');
  return { assetId, rows, image: { assetId, src: mediaPath(`${assetId}-w800.webp`), srcSet } };
}

/** Checks a PDF by its bytes (it must start with the %PDF- signature) and prepares it for storage. */
export function preparePdf(input: Buffer): PreparedAsset & { pdf: StoredPdf } {
  const head = input.subarray(0, 1024).toString('latin1');
  if (!head.startsWith('%PDF-')) {
    throw new UnsupportedMediaType('The PDF file is not a PDF document');
  }
  const assetId = newAssetId();
  const row = fileRow(assetId, 'pdf', 'pdf', 'application/pdf', input);
  return { assetId, rows: [row], pdf: { assetId, src: mediaPath(row.key) } };
}

/** Writes prepared files; call inside the transaction that records what uses them. */
export async function savePrepared(db: Kysely<Database>, prepared: PreparedAsset): Promise<void> {
  await insertFiles(db, prepared.rows);
}

export async function deleteAsset(db: Kysely<Database>, assetId: string): Promise<void> {
  await deleteAssetFiles(db, assetId);
}

export async function readFile(db: Kysely<Database>, key: string) {
  return findFile(db, key);
}

/** Asset id shared by every cache file: they belong to no design, and a cache role's oldest go first. */
const CACHE_ASSET_ID = 'cache';

/**
 * Keeps a file the store can make again (a rendered preview) under `key`, as one of at most
 * `limit` files of its role: past the limit the oldest are deleted, so the cache stays bounded.
 */
export async function storeCacheFile(
  db: Kysely<Database>,
  file: { key: string; role: string; contentType: string; data: Buffer },
  limit: number,
): Promise<void> {
  await insertCacheFile(db, {
    key: file.key,
    asset_id: CACHE_ASSET_ID,
    role: file.role,
    content_type: file.contentType,
    byte_size: file.data.byteLength,
    sha256: sha256(file.data),
    data: file.data,
    created_at: new Date().toISOString(),
  });
  if ((await countRole(db, file.role)) > limit) await pruneRole(db, file.role, limit);
}

export function countCacheFiles(db: Kysely<Database>, role: string): Promise<number> {
  return countRole(db, role);
}

/** Keys of a cache role's files, oldest first: the owner of the cache decides which to keep. */
export function cacheFileKeys(db: Kysely<Database>, role: string): Promise<string[]> {
  return keysOfRole(db, role);
}

/** Deletes a cache role's files stored before `before` (the owner's retention period); answers how many. */
export function deleteCacheFilesStoredBefore(db: Kysely<Database>, role: string, before: string): Promise<number> {
  return deleteRoleCreatedBefore(db, role, before);
}

/** Deletes these files of a cache role; a key of any other role is left alone. */
export function deleteCacheFiles(db: Kysely<Database>, role: string, keys: string[]): Promise<void> {
  return deleteFilesOfRole(db, role, keys);
}
