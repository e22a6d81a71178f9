import { HashingThreads } from './hashing-threads';

/** argon2id (OWASP's minimum) on threads of their own, off the event loop. */
const hashing = new HashingThreads();

export function hashPassword(password: string): Promise<string> {
  return hashing.hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash (unknown account) it still spends the same
 * work on a dummy hash, so the answer time does not reveal which accounts exist.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword('not-a-real-password');
    await hashing.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await hashing.verify(storedHash, password);
  } catch {
    return false;
  }
}
