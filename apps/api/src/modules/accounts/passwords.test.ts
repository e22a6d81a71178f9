import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('are stored as argon2id at OWASP’s minimum and verified against that', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse battery stable')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
    expect(await verifyPassword(undefined, 'anything')).toBe(false);
  });

  it('verifies hashes written before, with the parameters in the other order', async () => {
    const earlier = '$argon2id$v=19$m=19456,p=1,t=2$Ilqy44WNMObooPd6Uuh+pA$PbIeV4M/53P/00+smmAoWVuylgEB07kQnOuWsrJbKx0';
    expect(await verifyPassword(earlier, 'pw')).toBe(true);
    expect(await verifyPassword(earlier, 'pw ')).toBe(false);
  });

  it('answers many at once, each its own', async () => {
    const hashes = await Promise.all(['one', 'two', 'three', 'four', 'five'].map((word) => hashPassword(word)));
    const checks = await Promise.all(
      hashes.flatMap((hash, index) => [
        verifyPassword(hash, ['one', 'two', 'three', 'four', 'five'][index] ?? ''),
        verifyPassword(hash, 'six'),
      ]),
    );
    expect(checks).toEqual([true, false, true, false, true, false, true, false, true, false]);
  });
});
