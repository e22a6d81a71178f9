import { LANGUAGE_COOKIE, type Language } from '@store/shared';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps the visitor's chosen language: in a cookie, which the server reads before drawing a page, and on
 * the account when logged in (for its mails). The account's copy is best effort: the page is leaving.
 */
export function rememberLanguage(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads this cookie; the Cookie Store API is not in every browser.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  const token = localStorage.getItem('token');
  if (!token || !localStorage.getItem('user')) return;
  void fetch('/api/profile/language', {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ language }),
    keepalive: true,
  }).catch(() => undefined);
}
