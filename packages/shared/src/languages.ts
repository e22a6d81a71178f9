/** The store's languages: English (the spec's, the default) and Hindi. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The cookie that remembers a visitor's chosen language; the server reads it, so it is not localStorage. */
export const LANGUAGE_COOKIE = 'lang';

/** Where the Hindi pages live: `/hi`, `/hi/designs`, … (English keeps the spec's addresses). */
export const HINDI_PREFIX = '/hi';

/** The public pages drawn in Hindi too, by their English address (and every design's page, `/designs/<slug>`). */
export const HINDI_PUBLIC_PAGES = ['/', '/designs', '/marketing', '/contactus'] as const;

/** The locale numbers, dates and rupees are written in for a language (both group lakh and crore). */
export const localeOf = (language: Language) => (language === 'hi' ? 'hi-IN' : 'en-IN');

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'hi';

/** The language of an address and the address as the English routes know it: `/hi/designs` → hi, `/designs`. */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  if (pathname === HINDI_PREFIX) return { language: 'hi', path: '/' };
  if (pathname.startsWith(`${HINDI_PREFIX}/`)) return { language: 'hi', path: pathname.slice(HINDI_PREFIX.length) };
  return { language: 'en', path: pathname };
}

/** An English route's address in a language: `/designs` → `/hi/designs`, `/` → `/hi`. */
export function languagePath(path: string, language: Language): string {
  if (language === 'en') return path;
  return path === '/' ? HINDI_PREFIX : `${HINDI_PREFIX}${path}`;
}

/** The language a `Cookie` header chose, if any. */
export function languageFromCookie(cookie: string | undefined): Language | undefined {
  const value = cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : undefined;
}

/** Whether a browser's languages, best first (`navigator.languages`, its Accept-Language), put Hindi before English. */
export function prefersHindi(languages: readonly string[]): boolean {
  const first = languages.map((tag) => tag.toLowerCase().split('-')[0]).find((tag) => tag === 'hi' || tag === 'en');
  return first === 'hi';
}
