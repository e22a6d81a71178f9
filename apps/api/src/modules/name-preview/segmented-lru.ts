/**
 * Which cached previews to keep, at most `limit` in all: a segmented LRU. A new key enters the probation
 * segment; asked for again, it moves to the protected segment (`protectedShare` of the limit, always one
 * short of it; past that its least recent go back to probation). Eviction takes probation's least recent,
 * so a flood of names asked for once only ever replaces other names asked for once.
 */
export class SegmentedLru {
  // A Set iterates in insertion order: first is least recent, and delete-then-add makes a key most recent.
  private readonly probation = new Set<string>();
  private readonly protectedKeys = new Set<string>();

  private readonly protectedLimit: number;

  constructor(
    private readonly limit: number,
    protectedShare = 0.8,
  ) {
    // One probation place at least, so a key just added is never its own victim.
    this.protectedLimit = Math.min(limit - 1, Math.floor(limit * protectedShare));
  }

  get size(): number {
    return this.probation.size + this.protectedKeys.size;
  }

  segmentOf(key: string): 'probation' | 'protected' | undefined {
    if (this.protectedKeys.has(key)) return 'protected';
    return this.probation.has(key) ? 'probation' : undefined;
  }

  /** A newly stored key (or one found stored that this process did not know). Answers the keys to delete. */
  add(key: string): string[] {
    if (this.segmentOf(key)) return this.hit(key);
    this.probation.add(key);
    return this.evict();
  }

  /** A key answered from the store: promoted, or made most recent. Answers the keys to delete. */
  hit(key: string): string[] {
    if (this.protectedKeys.delete(key)) {
      this.protectedKeys.add(key);
      return [];
    }
    if (!this.probation.delete(key)) return this.add(key);
    this.protectedKeys.add(key);
    if (this.protectedKeys.size > this.protectedLimit) {
      const demoted = first(this.protectedKeys);
      this.protectedKeys.delete(demoted);
      this.probation.add(demoted);
    }
    return [];
  }

  /** A key no longer stored (deleted elsewhere). */
  forget(key: string): void {
    this.probation.delete(key);
    this.protectedKeys.delete(key);
  }

  private evict(): string[] {
    const evicted: string[] = [];
    // Probation is never empty here: the protected segment holds fewer than the limit.
    while (this.size > this.limit) {
      const victim = first(this.probation);
      this.probation.delete(victim);
      evicted.push(victim);
    }
    return evicted;
  }
}

const first = (keys: Set<string>): string => keys.values().next().value as string;
