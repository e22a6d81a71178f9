import { randomInt } from 'node:crypto';

/**
 * The shuffle seeds new visits are given. A fixed few, so the pages drawn for them can be kept and sent
 * again; visits take them in turn from a random start, so the shuffle still changes from one visit to the next.
 */
export const VISIT_SEEDS: readonly number[] = Array.from({ length: 16 }, (_, index) => 1009 + index * 7919);

let turn = randomInt(VISIT_SEEDS.length);

/** The seed for a visit that brings none in its address. */
export function nextVisitSeed(): number {
  turn = (turn + 1) % VISIT_SEEDS.length;
  return VISIT_SEEDS[turn] as number;
}
