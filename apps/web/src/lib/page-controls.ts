// Controls that answer a tap without the app: an accordion's questions and a dialog opened by its button
// (the phone menu). A server-drawn page runs this from its boot script, so the first tap answers at once
// on a phone still fetching the app; the app runs it too, for pages it draws itself. The markup is the
// app's own and the app keeps no state of its own for them: the page is the state.
import { CLOSES_ON_BACKDROP_ATTRIBUTE, LOCKS_SCROLL_ATTRIBUTE, OVERFLOW_KEY } from './dialog-attributes';

/** What these controls handle: the boot script lets a click on one through instead of holding it for the app. */
export const ANSWERED_WITHOUT_THE_APP = '[data-accordion] button[aria-controls], button[commandfor]';

const INSTALLED_KEY = 'storePageControls';

/** Opens the button's panel and closes the others of its accordion, or closes it when open. */
function toggleAccordion(button: HTMLElement, accordion: Element): void {
  const opening = button.getAttribute('aria-expanded') !== 'true';
  for (const other of accordion.querySelectorAll<HTMLElement>('button[aria-controls]')) {
    const open = opening && other === button;
    other.setAttribute('aria-expanded', String(open));
    const panel = document.getElementById(other.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !open;
  }
}

/** Browsers without invoker commands (`commandfor`/`command`): done here. */
const nativeCommands = typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype;

function runCommand(button: HTMLElement): void {
  const dialog = document.getElementById(button.getAttribute('commandfor') ?? '');
  if (!(dialog instanceof HTMLDialogElement)) return;
  const command = button.getAttribute('command');
  if (command === 'show-modal' && !dialog.open) dialog.showModal();
  if (command === 'close' && dialog.open) dialog.close();
  syncDialog(dialog);
}

/** A dialog's opener says whether it is open; a dialog marked so stops the page behind it from scrolling. */
function syncDialog(dialog: HTMLDialogElement): void {
  if (dialog.id) {
    for (const opener of document.querySelectorAll(`[commandfor="${CSS.escape(dialog.id)}"][aria-expanded]`)) {
      opener.setAttribute('aria-expanded', String(dialog.open));
    }
  }
  if (!dialog.hasAttribute(LOCKS_SCROLL_ATTRIBUTE)) return;
  const locked = OVERFLOW_KEY in dialog.dataset;
  if (dialog.open && !locked) {
    dialog.dataset[OVERFLOW_KEY] = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  } else if (!dialog.open && locked) {
    document.body.style.overflow = dialog.dataset[OVERFLOW_KEY] ?? '';
    delete dialog.dataset[OVERFLOW_KEY];
  }
}

function onClick(event: MouseEvent): void {
  const target = event.target;
  if (!(target instanceof Element) || event.defaultPrevented) return;
  if (target instanceof HTMLDialogElement && target.hasAttribute(CLOSES_ON_BACKDROP_ATTRIBUTE)) {
    target.close();
    // The page scrolls again with the close, not a task later when the close event comes.
    syncDialog(target);
    return;
  }
  const button = target.closest<HTMLElement>(ANSWERED_WITHOUT_THE_APP);
  if (!button) return;
  const accordion = button.closest('[data-accordion]');
  if (accordion) toggleAccordion(button, accordion);
  else if (!nativeCommands) runCommand(button);
}

function onDialogChange(event: Event): void {
  if (event.target instanceof HTMLDialogElement) syncDialog(event.target);
}

/** Installs the controls on the document, once however often it is called. */
export function installPageControls(): void {
  const store = window as unknown as Record<string, boolean | undefined>;
  if (store[INSTALLED_KEY]) return;
  store[INSTALLED_KEY] = true;
  // On the way down: React stops a click on a part it has not hydrated yet at its root, before it bubbles.
  document.addEventListener('click', onClick, { capture: true });
  // Neither bubbles: caught on the way down too.
  document.addEventListener('toggle', onDialogChange, { capture: true });
  document.addEventListener('close', onDialogChange, { capture: true });
}
