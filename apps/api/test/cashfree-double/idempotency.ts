import type { Answer } from './api-error';

/** Same body, whatever the key order: JSON with sorted keys, or the raw text when it is not JSON. */
function fingerprint(rawBody: string): string {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, inner]) => [key, sorted(inner)]),
    );
  };
  try {
    return JSON.stringify(sorted(JSON.parse(rawBody)));
  } catch {
    return rawBody;
  }
}

/**
 * Cashfree's request idempotency (`x-idempotency-key`): the same key with the same body
 * replays the first answer; the same key with another body is a 422 idempotency_error.
 */
export function createIdempotencyStore() {
  const seen = new Map<string, { fingerprint: string; answer: Answer }>();
  return {
    lookup(key: string, rawBody: string): { replay: Answer } | 'conflict' | undefined {
      const entry = seen.get(key);
      if (!entry) return undefined;
      return entry.fingerprint === fingerprint(rawBody) ? { replay: entry.answer } : 'conflict';
    },
    remember(key: string, rawBody: string, answer: Answer) {
      seen.set(key, { fingerprint: fingerprint(rawBody), answer });
    },
    /** Keys do not live forever; a test can make them lapse. */
    clear() {
      seen.clear();
    },
  };
}
