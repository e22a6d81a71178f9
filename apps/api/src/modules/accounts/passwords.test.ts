import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HASHING_NICE } from './hashing-threads';
import { hashPassword, verifyPassword } from './passwords';

/** The nice value of each of this process's threads (Linux). */
const threadNiceValues = () =>
  readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces; nice is field 19.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });

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

  it.runIf(process.platform === 'linux')('hashes on threads of lower priority than the event loop', async () => {
    await hashPassword('start the threads');
    const niceValues = threadNiceValues();
    const own = Number(readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ')[16]);
    expect(niceValues.filter((nice) => nice === Math.min(19, own + HASHING_NICE)).length).toBeGreaterThan(0);
    expect(niceValues).toContain(own);
  });
});
