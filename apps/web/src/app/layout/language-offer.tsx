import { LANGUAGE_COOKIE, languagePath, prefersHindi } from '@store/shared';
import { useState } from 'react';
import { CloseIcon } from '../../components/ui/icons';
import { rememberLanguage, useLanguage, useTranslation } from '../../i18n';
import { useLocation } from '../../lib/router';
import { useHydrated } from '../../lib/use-hydrated';

const DISMISSED_KEY = 'languageOfferDismissed';

/** Whether this browser should be offered Hindi: it asks for Hindi first and its visitor has not chosen or declined. */
function offersHindi(): boolean {
  if (document.cookie.split(';').some((part) => part.trim().startsWith(`${LANGUAGE_COOKIE}=`))) return false;
  if (localStorage.getItem(DISMISSED_KEY)) return false;
  return prefersHindi(navigator.languages);
}

/**
 * A small bar on an English page, in Hindi, for a browser that asks for Hindi first: a link to the same page in
 * Hindi, and a close button that keeps it closed. It never moves anyone; drawn only in the browser.
 */
export function LanguageOffer() {
  const { t } = useTranslation();
  const english = useLanguage() === 'en';
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const [shown, setShown] = useState(() => typeof window !== 'undefined' && offersHindi());
  if (!english || !hydrated || !shown) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, '1');
    setShown(false);
  };
  return (
    <aside lang="hi" className="bg-brand-50 font-hindi-label text-sm text-brand-900 ring-1 ring-brand-100">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2 sm:px-6">
        <p>
          {t('language.offer')}{' '}
          <a
            href={`${languagePath(pathname, 'hi')}${search}`}
            hrefLang="hi"
            onClick={() => rememberLanguage('hi')}
            className="font-semibold underline underline-offset-2"
          >
            {t('language.offerAccept')}
          </a>
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('language.offerDismiss')}
          className="rounded p-1 hover:bg-brand-100"
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
    </aside>
  );
}
