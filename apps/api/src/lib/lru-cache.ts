/** A byte-bounded least-recently-used cache; safe to lose, so each instance keeps its own. */
export class ByteLruCache<V extends { byteSize: number }> {
  private readonly entries = new Map<string, V>();
  private usedBytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxEntryBytes = maxBytes / 8,
  ) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    if (value.byteSize > this.maxEntryBytes) return;
    this.delete(key);
    this.entries.set(key, value);
    this.usedBytes += value.byteSize;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.usedBytes <= this.maxBytes) break;
      this.entries.delete(oldestKey);
      this.usedBytes -= oldest.byteSize;
    }
  }

  delete(key: string): void {
    const existing = this.entries.get(key);
    if (existing === undefined) return;
    this.entries.delete(key);
    this.usedBytes -= existing.byteSize;
  }
}
