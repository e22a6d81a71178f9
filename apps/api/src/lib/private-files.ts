import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

/** The data folder and everything in it hold personal data: only the store's own user may read them. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates the folder as 0700, or narrows an existing one to 0700 when `narrowExisting`
 * (the data folder, which is the store's own; not a folder an operator named for a backup).
 */
export function ensurePrivateDir(dir: string, narrowExisting = true): void {
  const existed = existsSync(dir);
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (!existed || narrowExisting) chmodQuietly(dir, PRIVATE_DIR_MODE);
}

/** Narrows a file to 0600 if it exists. */
export function makePrivate(file: string): void {
  if (existsSync(file)) chmodQuietly(file, PRIVATE_FILE_MODE);
}

/** Creates an empty 0600 file (or narrows an existing one), so whatever writes it next keeps that mode. */
export function ensurePrivateFile(file: string): void {
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  chmodQuietly(file, PRIVATE_FILE_MODE);
}

function chmodQuietly(target: string, mode: number): void {
  try {
    chmodSync(target, mode);
  } catch (error) {
    // Owned by another user (a folder the operator prepared): leave it as they set it.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
}
