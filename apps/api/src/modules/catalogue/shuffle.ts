/** Largest shuffle key (exclusive); keys are drawn uniformly from [0, SHUFFLE_KEY_SPACE). */
export const SHUFFLE_KEY_SPACE = 2 ** 31;

export function randomShuffleKey(): number {
  return Math.floor(Math.random() * SHUFFLE_KEY_SPACE);
}

export interface SeededOrder {
  column: 'shuffle_a' | 'shuffle_b';
  pivot: number;
}

/**
 * Maps a seed to one of the stored random orders, rotated to start at a seed-chosen
 * pivot. The same seed always gives the same order, and walking it needs only index
 * range scans, never a sort of the whole table.
 */
export function seededOrder(seed: number): SeededOrder {
  // splitmix-style mixing so neighbouring seeds start far apart.
  let mixed = (seed + 0x9e3779b9) | 0;
  mixed = Math.imul(mixed ^ (mixed >>> 16), 0x85ebca6b);
  mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35);
  mixed ^= mixed >>> 16;
  return { column: seed % 2 === 0 ? 'shuffle_a' : 'shuffle_b', pivot: (mixed >>> 0) % SHUFFLE_KEY_SPACE };
}
