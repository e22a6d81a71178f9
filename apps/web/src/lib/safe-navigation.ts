/**
 * Where a server-given URL may send the browser: any http(s) site, or only this one. Anything else
 * (javascript:, data:, vbscript:, blob:) could run script as the store, so it is refused.
 */
export type NavigationScope = 'http' | 'same-origin';

/**
 * The URL to follow, or undefined when it is not http(s) or, for `same-origin`, leads to another
 * site. Paths resolve against `origin`; the URL parser's own reading decides, so `//other.example`,
 * `/\other.example` and a scheme split by a tab or line break are judged as a browser would.
 */
export function safeNavigationUrl(
  target: string,
  scope: NavigationScope,
  origin = window.location.origin,
): URL | undefined {
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (scope === 'same-origin' && url.origin !== new URL(origin).origin) return undefined;
  return url;
}

/** A same-origin URL as the router's path (with query and hash), or undefined for anything else. */
export function sameOriginPath(target: string, origin = window.location.origin): string | undefined {
  const url = safeNavigationUrl(target, 'same-origin', origin);
  return url ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

/** Leaves for `target` when it is safe in `scope`; answers false, going nowhere, so the caller can show an error. */
export function leaveFor(target: string, scope: NavigationScope): boolean {
  const url = safeNavigationUrl(target, scope);
  if (!url) return false;
  window.location.assign(url.href);
  return true;
}
