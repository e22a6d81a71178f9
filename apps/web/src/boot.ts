// The only script a page drawn on the server loads at first. The page is complete without the app,
// so a first-time visitor's phone downloads and runs the app's code only once they touch, type,
// scroll or point; a returning visitor (signed in, a cart, a business name) gets it at once, since
// their page differs from the one drawn for everybody. Clicks and submits made before the app has
// started are held and given to it once it has; if its code cannot load, they go ahead natively.
// What moves on the page by itself (the home page's typing headline) runs here without the app.
import { startTypingHeadlines } from './features/home';
import { APP_BOOT_ELEMENT_ID, APP_STARTED_EVENT } from './lib/app-boot';

interface BootData {
  entry: string;
  preload: string[];
}

const START_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

type State = 'waiting' | 'loading' | 'started' | 'failed';
let state: State = 'waiting';
const heldClicks: HTMLElement[] = [];
const heldSubmits: { form: HTMLFormElement; submitter: HTMLElement | null }[] = [];
/** Text typed into fields before the app has taken them over, by field. */
const typedText = new Map<HTMLInputElement | HTMLTextAreaElement, string>();

function readBootData(): BootData | undefined {
  try {
    const text = document.getElementById(APP_BOOT_ELEMENT_ID)?.textContent;
    return text ? (JSON.parse(text) as BootData) : undefined;
  } catch {
    return undefined;
  }
}

function storedItem(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** A visitor whose page shows more than the server drew for everybody. */
function isReturningVisitor(): boolean {
  const cart = storedItem(() => localStorage, 'cart');
  return (
    storedItem(() => localStorage, 'token') !== null ||
    (cart !== null && cart !== '[]') ||
    storedItem(() => sessionStorage, 'store.businessName') !== null ||
    new URLSearchParams(location.search).has('business')
  );
}

function removeListeners(): void {
  for (const type of START_EVENTS) removeEventListener(type, start, { capture: true });
  document.removeEventListener('click', holdClick, { capture: true });
  document.removeEventListener('submit', holdSubmit, { capture: true });
  document.removeEventListener('input', noteTyping, { capture: true });
}

function noteTyping(event: Event): void {
  const field = event.target;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typedText.set(field, field.value);
}

/**
 * Text typed before hydration is on the screen but not in the app's state, and the app would put its own
 * (empty) text back. Gives it to the app as typing would: the field's value set past React's record of
 * it, then an input event, so the field's change handler runs with the text.
 */
function handOverTypedText(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  // What is on the screen now, unless the app has already put its own empty text back.
  const onScreen = field.value !== '' ? field.value : text;
  if (onScreen === '') return;
  const setOnScreen = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!setOnScreen) return;
  field.value = '';
  setOnScreen.call(field, onScreen);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function holdClick(event: MouseEvent): void {
  if (state === 'started' || state === 'failed' || !(event.target instanceof Element)) return;
  const target = event.target.closest<HTMLElement>('a[href], button, input, label, select, summary, [role="button"]');
  if (!target) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  heldClicks.push(target);
  start();
}

function holdSubmit(event: SubmitEvent): void {
  if (state === 'started' || state === 'failed' || !(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  heldSubmits.push({ form: event.target, submitter: event.submitter });
  start();
}

/**
 * Whether the app has taken this element over. The app hydrates part by part (a part whose code is
 * still loading stays as the server drew it, and the app drops clicks on such a part), so a held click
 * waits for its own element: React marks each element it has hydrated with its fiber.
 */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 10_000;

/** Runs `action` once `element` is the app's (or after the limit, or at once when the app did not load). */
function whenHydrated(element: Element, action: () => void, waited = 0): void {
  if (!element.isConnected) return;
  if (state === 'failed' || isHydrated(element) || waited >= WAIT_LIMIT_MS) {
    action();
    return;
  }
  setTimeout(() => whenHydrated(element, action, waited + WAIT_STEP_MS), WAIT_STEP_MS);
}

function release(): void {
  removeListeners();
  // The text first, so a held submit sends what was typed.
  if (state === 'started')
    for (const [field, text] of typedText) whenHydrated(field, () => handOverTypedText(field, text));
  typedText.clear();
  for (const element of heldClicks.splice(0)) whenHydrated(element, () => element.click());
  for (const { form, submitter } of heldSubmits.splice(0)) whenHydrated(form, () => form.requestSubmit(submitter));
}

function start(): void {
  if (state !== 'waiting') return;
  const boot = readBootData();
  if (!boot) return;
  state = 'loading';
  for (const href of boot.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  addEventListener(
    APP_STARTED_EVENT,
    () => {
      state = 'started';
      release();
    },
    { once: true },
  );
  import(/* @vite-ignore */ boot.entry).catch(() => {
    // Without the app the page still works as plain HTML: links and forms go ahead.
    state = 'failed';
    release();
  });
}

for (const type of START_EVENTS) addEventListener(type, start, { capture: true, passive: true });
document.addEventListener('click', holdClick, { capture: true });
document.addEventListener('submit', holdSubmit, { capture: true });
document.addEventListener('input', noteTyping, { capture: true });
startTypingHeadlines();
if (isReturningVisitor()) start();
