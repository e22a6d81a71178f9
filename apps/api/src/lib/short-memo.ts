/** A loader kept for a short time; `peek()` gives its answer without waiting when one is kept and ready. */
export type ShortMemo<T> = (() => Promise<T>) & { clear(): void; peek(): T | undefined };

/**
 * A loader's answer kept for a short time, so a page asked for many times a second reads its data once; `clear()`
 * forgets it at once (this instance's own saves show on the next request, another instance's within `maxAgeMs`).
 * A failed load is not kept.
 */
export function shortMemo<T>(load: () => Promise<T>, maxAgeMs: number): ShortMemo<T> {
  let kept: { value: Promise<T>; at: number; ready?: { value: T } } | undefined;
  const fresh = () => kept !== undefined && performance.now() - kept.at < maxAgeMs;
  const read = () => {
    if (kept && fresh()) return kept.value;
    const entry: NonNullable<typeof kept> = { value: load(), at: performance.now() };
    kept = entry;
    entry.value.then(
      (value) => {
        entry.ready = { value };
      },
      () => {
        if (kept === entry) kept = undefined;
      },
    );
    return entry.value;
  };
  return Object.assign(read, {
    clear() {
      kept = undefined;
    },
    peek: () => (fresh() ? kept?.ready?.value : undefined),
  });
}
