// Stores one ~50 KB WebP image in a store's own media_files table, for the media throughput run
// (the demo catalogue's images are all smaller).
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';

/** A WebP picture of random noise whose size is within 2% of `targetBytes`. */
async function noiseWebp(targetBytes) {
  let side = 200;
  let best;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const data = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
      .webp({ quality: 75 })
      .toBuffer();
    if (!best || Math.abs(data.byteLength - targetBytes) < Math.abs(best.byteLength - targetBytes)) best = data;
    if (Math.abs(data.byteLength - targetBytes) <= targetBytes * 0.02) break;
    side = Math.max(16, Math.round(side * Math.sqrt(targetBytes / data.byteLength)));
  }
  return best;
}

/**
 * Inserts the image into `dataDir`/store.sqlite the way the store stores files (key
 * `<asset>-original.webp`, sha256 as the ETag). Returns what the media checks need.
 */
export async function addBenchImage(dataDir, targetBytes = 50 * 1024) {
  const data = await noiseWebp(targetBytes);
  const assetId = randomBytes(16).toString('hex');
  const key = `${assetId}-original.webp`;
  const sha256 = createHash('sha256').update(data).digest('base64url');
  const db = new Database(path.join(dataDir, 'store.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(
      `insert into media_files (key, asset_id, role, content_type, byte_size, sha256, data, created_at)
       values (?, ?, 'original', 'image/webp', ?, ?, ?, ?)`,
    ).run(key, assetId, data.byteLength, sha256, data, new Date().toISOString());
  } finally {
    db.close();
  }
  return { src: `/media/${key}`, bytes: data.byteLength, etag: `"${sha256}"` };
}
