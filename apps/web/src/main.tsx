import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { StorePages } from './app/router';
import { setUnauthorisedHandler } from './lib/api-client';
import { APP_STARTED_EVENT } from './lib/app-boot';
import { clearSession } from './lib/session';
import './index.css';

setUnauthorisedHandler(clearSession);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/** Tells the page's boot script (boot.ts) that clicks made while the code loaded can now be handled. */
function AnnounceStarted() {
  useEffect(() => {
    dispatchEvent(new Event(APP_STARTED_EVENT));
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <StorePages />
        <AnnounceStarted />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// `/` and `/designs` arrive prerendered (scripts/prerender.mjs); every other page is drawn here.
// As a transition, the first render yields to the browser every few milliseconds instead of
// blocking input for the whole of it.
startTransition(() => {
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
