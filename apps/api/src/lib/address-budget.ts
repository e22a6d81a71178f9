interface Bucket {
  tokens: number;
  at: number;
}

/**
 * A token bucket per client address key (`clientAddressKey`), kept in this process: `atOnce` at first, then
 * `perSecond` more each second.
 */
export class AddressBudget {
  private readonly buckets = new Map<string, Bucket>();
  private sweepAtSize = 1024;

  constructor(
    private readonly atOnce: number,
    private readonly perSecond: number,
    private readonly now = () => performance.now(),
  ) {}

  /** Takes one from the address's budget: 0 when granted, otherwise the whole seconds until one is. */
  take(address: string): number {
    const bucket = this.refilled(address);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.perSecond));
  }

  /** Gives back one taken for something that did not happen after all. */
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
