const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Returns the first key that appears twice in one JSON object of `text`, or undefined.
 * JSON.parse silently keeps the last of two equal keys, so `{"quantity":1,"quantity":9}`
 * could mean different things to a proxy, a log reader and this server; we refuse it instead.
 * Only the structure is scanned here: a malformed document is left for the parser to report.
 */
export function findDuplicateJsonKey(text: string): string | undefined {
  // One entry per open container: the keys seen so far for an object, null for an array.
  const open: Array<Set<string> | null> = [];
  let expectingKey = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (char === QUOTE) {
      let end = index + 1;
      while (end < text.length && text.charCodeAt(end) !== QUOTE) end += text.charCodeAt(end) === BACKSLASH ? 2 : 1;
      const keys = open.at(-1);
      if (expectingKey && keys) {
        const key = decodeKey(text.slice(index, end + 1));
        if (key === undefined) return undefined;
        if (keys.has(key)) return key;
        keys.add(key);
        expectingKey = false;
      }
      index = end;
    } else if (char === 0x7b /* { */) {
      open.push(new Set());
      expectingKey = true;
    } else if (char === 0x5b /* [ */) {
      open.push(null);
      expectingKey = false;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      open.pop();
      expectingKey = false;
    } else if (char === 0x2c /* , */) {
      expectingKey = open.at(-1) instanceof Set;
    } else if (char === 0x3a /* : */) {
      expectingKey = false;
    }
  }
  return undefined;
}

/** Keys compare by value, so "a" and "\u0061" are the same key. */
function decodeKey(quoted: string): string | undefined {
  if (!quoted.includes('\\')) return quoted.slice(1, -1);
  try {
    return JSON.parse(quoted) as string;
  } catch {
    return undefined;
  }
}
