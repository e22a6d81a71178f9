/** Longest slug kept from a title; a suffix such as `-2` may follow. */
const MAX_SLUG_LENGTH = 80;

/**
 * A design's address part from its title: lower case, Latin accents dropped, letters and digits of
 * every script kept (Devanagari stays Devanagari), anything else one hyphen. Never empty.
 */
export function slugify(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '');
  return base || 'design';
}

/**
 * The slug a request names, or undefined when it cannot be one (bad percent-encoding, `/`, dots,
 * spaces): such a request is answered 404 without asking the database.
 */
export function slugFromPath(raw: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw).normalize('NFC');
  } catch {
    return undefined;
  }
  if (decoded.length === 0 || decoded.length > MAX_SLUG_LENGTH + 12) return undefined;
  return /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u.test(decoded) ? decoded : undefined;
}
