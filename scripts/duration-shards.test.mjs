import { describe, expect, it } from 'vitest';
import { splitByDuration } from './duration-shards.mjs';

describe('browser-test shards split by measured time', () => {
  const durations = { 'a.spec.ts': 100, 'b.spec.ts': 60, 'c.spec.ts': 50, 'd.spec.ts': 40, 'e.spec.ts': 10 };

  it('gives every spec file to exactly one shard, the longest first to the lightest shard', () => {
    const split = splitByDuration(Object.keys(durations), durations, 2);
    expect(split.flatMap((shard) => shard.files).sort()).toEqual(Object.keys(durations));
    expect(split.map((shard) => shard.seconds)).toEqual([140, 120]);
    expect(split[0].files).toEqual(['a.spec.ts', 'd.spec.ts']);
  });

  it('counts a file not measured yet as the average one', () => {
    const split = splitByDuration(['a.spec.ts', 'new.spec.ts'], { 'a.spec.ts': 100, 'b.spec.ts': 20 }, 2);
    expect(split.map((shard) => [shard.files, shard.seconds])).toEqual([
      [['a.spec.ts'], 100],
      [['new.spec.ts'], 60],
    ]);
  });

  it('splits the same way on every call, as each shard computes it alone', () => {
    const files = ['x.spec.ts', 'y.spec.ts', 'z.spec.ts'];
    const same = { 'x.spec.ts': 5, 'y.spec.ts': 5, 'z.spec.ts': 5 };
    expect(splitByDuration(files, same, 2)).toEqual(splitByDuration([...files].reverse(), same, 2));
  });
});
