import { type Language, languageFromCookie, splitLanguagePath } from '@store/shared';

type VisitHeaders = { cookie?: string; referer?: string };

/**
 * The language a visitor chose, if any: the page a form was sent from (a `/hi/…` page's fetch carries it as its
 * Referer, which the store's Referrer-Policy keeps for its own requests), else their `lang` cookie.
 */
export function chosenVisitLanguage(headers: VisitHeaders): Language | undefined {
  if (headers.referer && URL.canParse(headers.referer)) {
    if (splitLanguagePath(new URL(headers.referer).pathname).language === 'hi') return 'hi';
  }
  return languageFromCookie(headers.cookie);
}

/** The language of the visit a form was sent from: the one chosen, else English. */
export const visitLanguage = (headers: VisitHeaders): Language => chosenVisitLanguage(headers) ?? 'en';
