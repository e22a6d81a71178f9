import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import { Semaphore } from '../../lib/semaphore';

/**
 * argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane).
 * The argon2 binding hashes on libuv's thread pool, off the event loop.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashing is CPU-bound: leave one core to the event loop so a login flood cannot starve the
 * catalogue (with 2 cores, one hash at a time; logins queue instead).
 */
const hashing = new Semaphore(Math.max(1, availableParallelism() - 1));

export function hashPassword(password: string): Promise<string> {
  return hashing.run(() => argon2.hash(password, OPTIONS));
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash (unknown account) it still spends the same
 * work on a dummy hash, so the answer time does not reveal which accounts exist.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword('not-a-real-password');
    const hash = await dummyHash;
    await hashing.run(() => argon2.verify(hash, password)).catch(() => false);
    return false;
  }
  try {
    return await hashing.run(() => argon2.verify(storedHash, password));
  } catch {
    return false;
  }
}
