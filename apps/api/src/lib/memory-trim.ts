// glibc gives memory back to the system only from the top of its heap. Pages drawn per visit, their compressed
// copies and socket buffers are freed in the middle of it, so after a crowd the store kept tens of MB it no
// longer used. `malloc_trim(0)` hands those free pages back; it is called through koffi (a prebuilt FFI).

interface AsyncTrim {
  async(pad: number, done: (error: unknown, result: number) => void): void;
}

let loaded: Promise<AsyncTrim | undefined> | undefined;

/** glibc's `malloc_trim`, or undefined where the C library has none (musl, macOS, Windows). */
function mallocTrim(): Promise<AsyncTrim | undefined> {
  loaded ??= import('koffi')
    .then(({ default: koffi }) => koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as AsyncTrim)
    .catch(() => undefined);
  return loaded;
}

/** Frees the C allocator's unused pages on a libuv thread; answers whether this platform can. */
export async function trimMemory(): Promise<boolean> {
  const trim = await mallocTrim();
  if (!trim) return false;
  await new Promise<void>((resolve, reject) => trim.async(0, (error) => (error ? reject(error) : resolve())));
  return true;
}

export interface MemoryTrimOptions {
  /** How often the resident size is looked at. */
  everyMs?: number;
  /** How far the resident size has to move from where the last trim left it to call for another. */
  changeBytes?: number;
}

/**
 * Trims whenever the resident size has moved by `changeBytes` since the last trim, looked at every `everyMs`:
 * while a crowd grows the store, and once it has gone and the JavaScript heap shrinks (what the crowd freed last
 * is in the holes then). A store that stays put is not trimmed again. Answers the function that stops it.
 */
export function startMemoryTrim({ everyMs = 10_000, changeBytes = 8 * 2 ** 20 }: MemoryTrimOptions = {}): () => void {
  let trimmedAt = process.memoryUsage.rss();
  let running = false;
  const timer = setInterval(() => {
    if (running || Math.abs(process.memoryUsage.rss() - trimmedAt) < changeBytes) return;
    running = true;
    trimMemory()
      .catch(() => false)
      .then((trimmed) => {
        if (!trimmed) clearInterval(timer);
        trimmedAt = process.memoryUsage.rss();
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
