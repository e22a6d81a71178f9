/**
 * A loader's answer kept for a short time, so a page asked for many times a second reads its data once; `clear()`
 * forgets it at once (this instance's own saves show on the next request, another instance's within `maxAgeMs`).
 * A failed load is not kept.
 */
export function shortMemo<T>(load: () => Promise<T>, maxAgeMs: number): (() => Promise<T>) & { clear(): void } {
  let kept: { value: Promise<T>; at: number } | undefined;
  const read = () => {
    const now = performance.now();
    if (kept && now - kept.at < maxAgeMs) return kept.value;
    const entry = { value: load(), at: now };
    kept = entry;
    entry.value.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return entry.value;
  };
  return Object.assign(read, {
    clear() {
      kept = undefined;
    },
  });
}
