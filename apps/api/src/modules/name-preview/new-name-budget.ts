/**
 * New names (previews not in the cache) an address may have drawn: 200 at once, then one a second. Generous
 * because one address is often many visitors (an office, a mobile carrier's NAT); a flood from one address
 * still stops churning the cache after its first 200.
 */
export const NEW_NAMES_AT_ONCE = 200;
export const NEW_NAMES_PER_SECOND = 1;

interface Bucket {
  tokens: number;
  at: number;
}

/** A token bucket per client address key (`clientAddressKey`), kept in this process. */
export class NewNameBudget {
  private readonly buckets = new Map<string, Bucket>();
  private sweepAtSize = 1024;

  constructor(
    private readonly atOnce = NEW_NAMES_AT_ONCE,
    private readonly perSecond = NEW_NAMES_PER_SECOND,
    private readonly now = () => performance.now(),
  ) {}

  /** Takes one new name from the address's budget: 0 when granted, otherwise the whole seconds until one is. */
  take(address: string): number {
    const bucket = this.refilled(address);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.perSecond));
  }

  /** Gives back a name taken for a preview that was not drawn after all. */
  giveBack(address: string): void {
    const bucket = this.refilled(address);
    bucket.tokens = Math.min(this.atOnce, bucket.tokens + 1);
  }

  private refilled(address: string): Bucket {
    const now = this.now();
    let bucket = this.buckets.get(address);
    if (!bucket) {
      this.sweep(now);
      bucket = { tokens: this.atOnce, at: now };
      this.buckets.set(address, bucket);
    }
    bucket.tokens = Math.min(this.atOnce, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    return bucket;
  }

  /** Forgets full buckets (a new one is full too) once the map has doubled, so many addresses cost no lasting memory. */
  private sweep(now: number): void {
    if (this.buckets.size < this.sweepAtSize) return;
    for (const [address, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond >= this.atOnce) this.buckets.delete(address);
    }
    this.sweepAtSize = Math.max(1024, this.buckets.size * 2);
  }

  /** Addresses with a bucket of their own (the others have a full budget). */
  get tracked(): number {
    return this.buckets.size;
  }
}
