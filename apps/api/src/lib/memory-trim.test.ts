import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { startMemoryTrim, trimMemory } from './memory-trim';

const MB = 2 ** 20;

v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** 3,000 buffers of 32 KB in a row in the allocator's heap; one in 16 is kept, the rest are garbage. */
function fillTheHeap(): Buffer[] {
  const kept: Buffer[] = [];
  for (let index = 0; index < 3000; index++) {
    const buffer = Buffer.alloc(32 * 1024, 1);
    if (index % 16 === 0) kept.push(buffer);
  }
  return kept;
}

/** Leaves the garbage of `fillTheHeap` freed but in the middle of the heap, between the buffers kept. */
async function leaveHolesInTheHeap(): Promise<Buffer[]> {
  const kept = fillTheHeap();
  collectGarbage();
  collectGarbage();
  // V8 frees the buffers' memory on a thread of its own after the collection.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return kept;
}

const residentMb = () => process.memoryUsage.rss() / MB;

describe('memory trim', () => {
  it('gives the system back memory freed in the middle of the heap', async () => {
    const kept = await leaveHolesInTheHeap();
    const before = residentMb();
    expect(await trimMemory()).toBe(true);
    // 88 MB were let go; what glibc kept of it (about 40–50 MB here) leaves the process.
    expect(before - residentMb()).toBeGreaterThan(20);
    expect(kept).toHaveLength(188);
  });

  it('trims once the resident size has moved, not while it stays put', async () => {
    const kept = await leaveHolesInTheHeap();
    const holed = residentMb();
    const stop = startMemoryTrim({ everyMs: 50, changeBytes: 16 * MB });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(holed - residentMb()).toBeLessThan(5);
      // 32 MB in buffers too large for the holes: the store grows, and the holes are given back.
      const grown = Array.from({ length: 32 }, () => Buffer.alloc(MB, 1));
      await expect.poll(residentMb, { timeout: 3000, interval: 50 }).toBeLessThan(holed + 32 - 20);
      expect(kept).toHaveLength(188);
      expect(grown).toHaveLength(32);
    } finally {
      stop();
    }
  });
});
