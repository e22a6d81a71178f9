import { sql } from 'kysely';
import type { AnyDb } from './copy-table';
import { DbToolError } from './errors';

/**
 * Checks every copied file against its stored size and SHA-256 (base64url, as the media
 * module writes it), so a truncated or re-encoded blob never goes unnoticed.
 */
export async function verifyMediaFiles(db: AnyDb): Promise<void> {
  const { rows } = await sql<{ key: string }>`
    SELECT key FROM media_files
    WHERE octet_length(data) <> byte_size
       OR rtrim(translate(encode(sha256(data), 'base64'), '+/', '-_'), '=') <> sha256
    LIMIT 5`.execute(db);
  if (rows.length > 0) {
    throw new DbToolError(`Copied files differ from their checksums: ${rows.map((row) => row.key).join(', ')}`);
  }
}
