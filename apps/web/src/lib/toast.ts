// The store's toasts, drawn outside the app's root so the page script shows the same toast before the app has
// loaded and the app shows its own without a library (decision 020). Their look is styles/toasts.css.

export type ToastKind = 'success' | 'info' | 'error';

const EXIT_MS = 300;

/** On the layout: the toasts' words in the page's language, `[region, close]` as JSON (the page script has no catalogues). */
export const TOAST_WORDS_ATTRIBUTE = 'data-toast-words';

/** The container's name and the close button's, in the words the page carries, else in English. */
function toastWords(): { region: string; close: string } {
  let words: unknown;
  try {
    words = JSON.parse(document.querySelector(`[${TOAST_WORDS_ATTRIBUTE}]`)?.getAttribute(TOAST_WORDS_ATTRIBUTE) ?? '');
  } catch {}
  const [region, close] = Array.isArray(words) ? words : [];
  return {
    region: typeof region === 'string' ? region : 'Notifications',
    close: typeof close === 'string' ? close : 'close',
  };
}

const CLOSE_ICON =
  '<svg viewBox="0 0 14 16" aria-hidden="true"><path fill-rule="evenodd" d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"/></svg>';

function container(region: string): HTMLElement {
  let box = document.querySelector<HTMLElement>('[data-toasts]');
  // Named again each time: the shopper may have changed language since the last toast.
  box?.setAttribute('aria-label', `${region} Alt+T`);
  if (box) return box;
  box = document.createElement('section');
  box.setAttribute('data-toasts', '');
  box.setAttribute('aria-label', `${region} Alt+T`);
  document.body.append(box);
  const toasts = box;
  // A toast's time runs only while the shopper can see the page.
  addEventListener('blur', () => toasts.setAttribute('data-paused', ''));
  addEventListener('focus', () => toasts.removeAttribute('data-paused'));
  // Alt+T takes the keyboard to the newest toast's close button; the toast waits while the focus is in it.
  document.addEventListener('keydown', (event) => {
    if (event.altKey && event.code === 'KeyT') toasts.querySelector<HTMLElement>('[data-toast-close]')?.focus();
  });
  return box;
}

/** On a touch screen a toast is swiped away sideways; a shorter swipe puts it back. */
function swipeAway(toast: HTMLElement): void {
  toast.addEventListener('pointerdown', (down) => {
    if (down.pointerType !== 'touch') return;
    toast.setAttribute('data-held', '');
    let moved = 0;
    const move = (event: PointerEvent) => {
      moved = event.clientX - down.clientX;
      toast.style.transform = `translateX(${moved}px)`;
      toast.style.opacity = String(1 - Math.abs(moved) / (toast.offsetWidth || 1));
    };
    const up = () => {
      removeEventListener('pointermove', move);
      removeEventListener('pointerup', up);
      removeEventListener('pointercancel', up);
      toast.removeAttribute('data-held');
      if (Math.abs(moved) > toast.offsetWidth * 0.8) return toast.remove();
      toast.style.removeProperty('transform');
      toast.style.removeProperty('opacity');
    };
    addEventListener('pointermove', move);
    addEventListener('pointerup', up);
    addEventListener('pointercancel', up);
  });
}

/** Shows `text` as a toast of `kind` (`icon` its SVG) for `ms` milliseconds, newest on top. */
export function showToast(kind: ToastKind, text: string, ms: number, icon: string): void {
  const words = toastWords();
  const toast = document.createElement('div');
  toast.setAttribute('data-toast', kind);
  toast.setAttribute('role', 'alert');
  toast.innerHTML = `${icon}<div data-toast-text></div><button type="button" data-toast-close>${CLOSE_ICON}</button><div data-toast-bar role="progressbar" aria-hidden="true"></div>`;
  const [, body, closeButton, bar] = [...toast.children] as HTMLElement[];
  if (body) body.textContent = text;
  closeButton?.setAttribute('aria-label', words.close);
  toast.style.setProperty('--toast-ms', `${ms}ms`);
  let closing = false;
  const close = () => {
    if (closing) return;
    closing = true;
    toast.setAttribute('data-closing', '');
    setTimeout(() => toast.remove(), EXIT_MS);
  };
  // Timed by the bar's animation: the toast closes when the bar has run out, and waits while the bar is held.
  bar?.addEventListener('animationend', close);
  closeButton?.addEventListener('click', close);
  swipeAway(toast);
  const toasts = container(words.region);
  // Shown while the shopper is in another window: it waits for them.
  if (!document.hasFocus()) toasts.setAttribute('data-paused', '');
  toasts.prepend(toast);
}
