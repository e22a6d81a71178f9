import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HASHING_NICE, HashingThreads } from './hashing-threads';

/** The nice value of each thread of this process, by thread id (Linux keeps one per thread). */
function threadNiceValues(): Map<number, number> {
  const values = new Map<number, number>();
  for (const tid of readdirSync(`/proc/${process.pid}/task`)) {
    const stat = readFileSync(`/proc/${process.pid}/task/${tid}/stat`, 'utf8');
    // Fields after the command name: state is field 3, nice field 19.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    values.set(Number(tid), Number(fields[16]));
  }
  return values;
}

describe.runIf(existsSync('/proc/self/task'))('hashing threads', () => {
  it('hash at a lower priority than the event loop, which keeps its own', async () => {
    const before = [...threadNiceValues().values()];
    expect(before).not.toContain(HASHING_NICE);
    const threads = new HashingThreads(1);
    const hash = await threads.hash('a password long enough');
    expect(await threads.verify(hash, 'a password long enough')).toBe(true);
    const after = threadNiceValues();
    expect([...after.values()].filter((nice) => nice === HASHING_NICE)).toHaveLength(1);
    expect(after.get(process.pid)).toBe(0);
  });
});
