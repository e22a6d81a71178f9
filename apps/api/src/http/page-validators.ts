import { createHash } from 'node:crypto';

/**
 * Validators for the pages the server sends, so a repeat visit gets a 304 and no body. A page drawn in a
 * visit seed's shuffle names the seed in its validator: a visitor who asks again with it is given the
 * same shuffle, which is still a current page when the validator matches.
 */

const SEEDED = /^W\/"s(\d+)\./;

/** A drawn page's weak validator (weak: the same page is sent brotli, gzip or plain). */
export function drawnPageEtag(html: Buffer, seed: number | undefined): string {
  const hash = createHash('sha256').update(html).digest('base64url');
  return seed === undefined ? `W/"${hash}"` : `W/"s${seed}.${hash}"`;
}

/** The validators of an If-None-Match header (`*` included as is). */
const validatorsOf = (ifNoneMatch: string | undefined) =>
  ifNoneMatch === undefined ? [] : ifNoneMatch.split(',').map((validator) => validator.trim());

const opaque = (validator: string) => (validator.startsWith('W/') ? validator.slice(2) : validator);

/** Whether If-None-Match names `etag`, by the weak comparison GET uses (RFC 9110 §13.1.2). */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  return validatorsOf(ifNoneMatch).some((validator) => validator === '*' || opaque(validator) === opaque(etag));
}

/** The visit seed an If-None-Match names, when it is one of `seeds`. */
export function seedNamedBy(ifNoneMatch: string | undefined, seeds: readonly number[]): number | undefined {
  for (const validator of validatorsOf(ifNoneMatch)) {
    const seed = Number(SEEDED.exec(validator)?.[1]);
    if (seeds.includes(seed)) return seed;
  }
  return undefined;
}
