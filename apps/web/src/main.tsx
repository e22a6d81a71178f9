// The order is the order the app's code runs in; each pause lets the browser paint and answer input
// before the next part runs, so no single task holds the page while the app starts.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './app/start/pause-after-react';
import './app/start/zod-without-eval';
import { HINDI_PREFIX, LANGUAGES, type Language, languageFromCookie, splitLanguagePath } from '@store/shared';
import './app/start/pause-after-shared';
import { AppProviders } from './app/providers';
import { createTranslator } from './i18n';
import './app/start/pause-after-providers';
import { StorePages } from './app/router';
import { setUnauthorisedHandler } from './lib/api-client';
import { LAYOUT_SHELL_ATTRIBUTE } from './lib/app-boot';
import { installPageControls } from './lib/page-controls';
import { BrowserRouter } from './lib/router';
import { clearSession } from './lib/session';
import { noteShellDialogs } from './lib/shell-dialogs';
import './index.css';

setUnauthorisedHandler(clearSession);
// A page the app draws itself has no boot script to run them (once however many run it).
installPageControls();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/** A page drawn on the server, which the app hydrates; not the header and footer a page the app draws arrives in. */
const drawnOnServer = (container: HTMLElement) =>
  container.firstElementChild !== null && !container.hasAttribute(LAYOUT_SHELL_ATTRIBUTE);

/**
 * A page's language: its address's (`/hi/…`), or for a page the app draws itself at its one address (checkout,
 * My Orders…) the visitor's chosen language. A page drawn on the server keeps the words it came in (the login and
 * sign-up forms come at their one address in the visitor's chosen language).
 */
function pageLanguage(container: HTMLElement): { language: Language; prefixed: boolean } {
  const { language } = splitLanguagePath(window.location.pathname);
  if (language === 'hi') return { language, prefixed: true };
  if (drawnOnServer(container))
    return { language: LANGUAGES.find((drawn) => drawn === document.documentElement.lang) ?? 'en', prefixed: false };
  return { language: languageFromCookie(document.cookie) ?? 'en', prefixed: false };
}

/** The page's app in its language (Hindi's words load only on a Hindi page). */
async function start(container: HTMLElement) {
  const { language, prefixed } = pageLanguage(container);
  const hindi = language === 'hi' ? (await import('./i18n/catalogues/hi')).hi : undefined;
  document.documentElement.lang = language;
  const app = (
    <StrictMode>
      <AppProviders i18n={createTranslator(language, hindi)}>
        <BrowserRouter basename={prefixed ? HINDI_PREFIX : undefined}>
          <StorePages />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );

  // The public pages arrive drawn on the server (scripts/prerender.mjs, apps/api/src/http/web-app.ts); every
  // other page is drawn here, over the header and footer it may have arrived in (React clears them in the same
  // commit). As a transition, the first render yields to the browser every few milliseconds instead of blocking
  // input for the whole of it.
  startTransition(() => {
    // A page that does not hydrate as sent is redrawn by React; said in the console, where tests see it.
    if (drawnOnServer(container))
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error('The page was redrawn instead of hydrated:', error),
      });
    else {
      noteShellDialogs(container);
      createRoot(container).render(app);
    }
  });
}

void start(root);
