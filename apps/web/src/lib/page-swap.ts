// A category chosen on /designs before the app has loaded: the page script fetches that page as the
// server draws it and puts it in place of this one (the app's part, its data and its styles), so the
// new designs show as soon as they arrive rather than when the app has. The app, not started yet, then
// takes the new page over as if it had been opened at that address.
import { showStoredCount } from './page-cart';

/** On a choice: the address of the page it shows. */
export const SWAP_ADDRESS_ATTRIBUTE = 'data-address';

/** A choice not yet made that names its page. */
export const SWAPS_WITHOUT_THE_APP = `[data-choices] button[aria-pressed="false"][${SWAP_ADDRESS_ATTRIBUTE}]`;

let latest = 0;

/**
 * Shows the page at the address of `choice` in place of this one. False when it could not (the network, or
 * an answer that is not such a page); true once it is shown, or once a later choice has taken its place.
 */
export async function swapInPage(choice: Element): Promise<boolean> {
  const address = choice.getAttribute(SWAP_ADDRESS_ATTRIBUTE);
  if (!address) return false;
  const attempt = ++latest;
  // A later choice shows instead: this one is done whatever became of it.
  const superseded = () => attempt !== latest;
  try {
    const response = await fetch(address, { headers: { accept: 'text/html' } });
    if (!response.ok || !response.headers.get('content-type')?.startsWith('text/html')) return superseded();
    const next = new DOMParser().parseFromString(await response.text(), 'text/html');
    const root = next.getElementById('root');
    const current = document.getElementById('root');
    if (superseded() || !root || !current) return superseded();
    const hadFocus = current.contains(document.activeElement);
    // The new page's styles are cut to what it uses: added beside this page's, before it shows.
    for (const style of next.head.querySelectorAll('style')) document.head.append(style);
    for (const island of next.querySelectorAll('script[type="application/json"][id]')) {
      document.getElementById(island.id)?.remove();
      document.body.append(island);
    }
    current.replaceWith(root);
    showStoredCount();
    document.title = next.title;
    history.pushState(null, '', response.url);
    scrollTo({ top: 0 });
    if (hadFocus) root.querySelector<HTMLElement>('[data-choices] [aria-pressed="true"]')?.focus();
    return true;
  } catch {
    return superseded();
  }
}
