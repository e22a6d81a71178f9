// The only script a page drawn on the server loads at first. The page is complete without the app,
// so a first-time visitor's phone downloads and runs the app's code only once they touch, type,
// scroll or point; a returning visitor (signed in, a cart, a business name) gets it at once, since
// their page differs from the one drawn for everybody. The app takes the page over part by part (a
// part whose code is still loading stays as the server drew it, and the app would drop a click on
// it): clicks, submits and typing on a part not yet the app's are held and given to it once it is.
// If the app's code cannot load, they go ahead natively, but for a form only the app can send. What
// moves on the page by itself (the home page's typing headline) runs here without the app, and so do
// the controls that answer a tap by themselves (the FAQ, the phone menu) and Add to Cart
// (lib/page-cart.ts); a tap held for the app shows at once that it is under way (a chip chosen, PDF
// Preview's dialog loading: lib/pending-dialog.ts).
import { startTypingHeadlines } from './features/home';
import { APP_BOOT_ELEMENT_ID, APP_STARTED_EVENT, EARLY_INPUT_KEY, type EarlyInput } from './lib/app-boot';
import { ADDS_WITHOUT_THE_APP, addToCartWithoutTheApp } from './lib/page-cart';
import { ANSWERED_WITHOUT_THE_APP, installPageControls } from './lib/page-controls';
import { SWAPS_WITHOUT_THE_APP, swapInPage } from './lib/page-swap';
import { openPendingDialog, PENDING_DIALOG_SELECTOR } from './lib/pending-dialog';
import { showPending } from './lib/pending-tap';

interface BootData {
  entry: string;
  preload: string[];
  /** The whole stylesheet: the server sent only what the page as drawn uses. */
  styles?: string[];
}

const START_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;
const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 10_000;
/** How long a pending state the app did not replace stays after the app has the tap. */
const PENDING_KEPT_MS = 1000;
/** How long after an input that brings no click (a scroll, a pointer move) the app starts. */
const QUIET_START_MS = 300;

type State = 'waiting' | 'loading' | 'started' | 'failed';
type TypedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
let state: State = 'waiting';
/**
 * What the visitor did on parts of the page not yet the app's, given to the app in order, each once
 * its element is the app's: text typed before a click on Search reaches the app before the click.
 */
const queue: { element: Element; action: () => void; waited: number }[] = [];
/** Fields typed into while not yet the app's, with their text, handed over once. */
const typedText = new Map<TypedField, string>();
/** Checkboxes and radio buttons chosen while not yet the app's, with the choice, handed over once. */
const choices = new Map<HTMLInputElement, boolean>();
/** Elements whose held click or submit is being given back: that one goes through. */
const givenBack = new WeakSet<Element>();
/** Pages being put in place by the page script (lib/page-swap.ts): the app waits for them before it starts. */
let pageSwaps: Promise<unknown> = Promise.resolve();
/** Set once the app's modules have arrived and its entry is asked for: from then on the page is the app's to change. */
let entryRequested = false;

/** Clicks or submits `element` once, past the hold. */
function giveBack(element: Element, act: () => void): void {
  givenBack.add(element);
  try {
    act();
  } finally {
    givenBack.delete(element);
  }
}

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

interface FiberNode {
  tag: number;
  flags: number;
  alternate: FiberNode | null;
  return: FiberNode | null;
}

// React's own numbers (ReactFiberFlags, ReactWorkTags), the same in React 18 and 19.
const PLACEMENT = 0b10;
const HYDRATING = 0b1000000000000;
const HOST_ROOT = 3;

/**
 * The element is on the page React has committed, so its handlers run. React marks an element with its
 * fiber as soon as a hydration render claims it, before the commit; an event it gets in between finds
 * no mounted component and is dropped. The same test React makes before it dispatches an event.
 */
function isHydrated(element: Element): boolean {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  let node = key ? (element as unknown as Record<string, FiberNode | undefined>)[key] : undefined;
  if (!node) return false;
  let placed = true;
  for (let next: FiberNode | null = node; next && !next.alternate; next = next.return) {
    node = next;
    if ((node.flags & (PLACEMENT | HYDRATING)) !== 0) placed = false;
  }
  while (node.return) node = node.return;
  return placed && node.tag === HOST_ROOT;
}

/**
 * An element of the app's page (not, say, the demo banner above it) that the app does not handle yet: any
 * until the app announces it has started (an element it has drawn but not yet put on the page would
 * otherwise pass for its own), then those it has not hydrated.
 */
const awaitsTheApp = (element: Element) =>
  state !== 'failed' && element.closest('#root') !== null && (state !== 'started' || !isHydrated(element));

let pumping = false;

/** Runs the queue's actions in order, each once its element is the app's (or after the limit, or when the app did not load). */
function pump(): void {
  pumping = false;
  if (state !== 'started' && state !== 'failed') return;
  while (queue.length > 0) {
    const [next] = queue;
    if (!next) break;
    if (next.element.isConnected && state !== 'failed' && !isHydrated(next.element) && next.waited < WAIT_LIMIT_MS) {
      next.waited += WAIT_STEP_MS;
      pumping = true;
      setTimeout(pump, WAIT_STEP_MS);
      return;
    }
    queue.shift();
    if (!next.element.isConnected) continue;
    next.action();
    // One action per task, as a visitor's own inputs come: the app draws what one did (text typed
    // into a field) before the next (the click on Search) reads it.
    if (queue.length > 0) {
      pumping = true;
      setTimeout(pump, 0);
      return;
    }
  }
}

/** Runs `then` once the browser has painted the frame it is making now (the one that answers a tap). */
function afterNextPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}

/** Queues `action` for when `element` is the app's, and starts the app (after the tap's paint) if it has not. */
function afterStart(element: Element, action: () => void): void {
  queue.push({ element, action, waited: 0 });
  if (!pumping) pump();
  afterNextPaint(start);
}

/** A checkbox or radio button: it answers a tap by itself, and its choice is handed over as typed text is. */
const isCheckable = (element: Element | null): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');

function holdClick(event: MouseEvent): void {
  if (!(event.target instanceof Element)) return;
  const target = event.target.closest<HTMLElement>('a[href], button, input, label, select, summary, [role="button"]');
  if (!target || target.matches(ANSWERED_WITHOUT_THE_APP) || target.closest(PENDING_DIALOG_SELECTOR)) return;
  if (isCheckable(target) || (target instanceof HTMLLabelElement && isCheckable(target.control))) return;
  if (givenBack.has(target) || (queue.length === 0 && !awaitsTheApp(target))) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  queueClick(target);
}

/** A click held (here or by the page's loader) for the app: given back once `target` is the app's. */
function queueClick(target: HTMLElement): void {
  // Add to Cart is done here while the app is not there; the app starts anyway, after the tap's paint.
  if (target.matches(ADDS_WITHOUT_THE_APP) && awaitsTheApp(target) && addToCartWithoutTheApp(target)) return;
  // Read before the pending state marks the choice made.
  const swaps = target.matches(SWAPS_WITHOUT_THE_APP) && !entryRequested && state !== 'failed';
  const takeBack = showPending(target);
  const dialog = awaitsTheApp(target) ? openPendingDialog(target) : undefined;
  const giveTheTap = () =>
    afterStart(target, () => {
      // Closed by the visitor before the app came: the tap is dropped with it.
      if (!dialog?.dismissed()) giveBack(target, () => target.click());
      // The app's own dialog is open over the frame by its next frame.
      if (dialog) requestAnimationFrame(dialog.remove);
      setTimeout(takeBack, PENDING_KEPT_MS);
    });
  if (swaps) swapPageFor(target, giveTheTap);
  else giveTheTap();
}

/** The chosen page fetched and shown by the page script; if it cannot be, the app gets the tap as usual. */
function swapPageFor(choice: HTMLElement, otherwise: () => void): void {
  pageSwaps = Promise.all([
    pageSwaps,
    swapInPage(choice).then((swapped) => {
      if (swapped) addEventListener('popstate', reloadUnlessStarted);
      else otherwise();
    }),
  ]);
}

/** Back or forward after a page was swapped in, before the app is there to draw that address: load it. */
function reloadUnlessStarted(): void {
  if (state !== 'started') location.reload();
}

/** A submit held for the app, with the button it was made with. */
function queueSubmit(form: HTMLFormElement, submitter: HTMLElement | null | undefined): void {
  afterStart(form, () => giveBack(form, () => form.requestSubmit(submitter ?? undefined)));
}

/** Text typed into a field not yet the app's, or a box ticked there: noted (its latest) and handed over once. */
function queueTypedText(field: TypedField): void {
  if (isCheckable(field)) {
    const first = !choices.has(field);
    choices.set(field, field.checked);
    if (first) afterStart(field, () => handOverChoice(field));
    return;
  }
  const first = !typedText.has(field);
  typedText.set(field, field.value);
  if (first) afterStart(field, () => handOverTypedText(field));
}

function holdSubmit(event: SubmitEvent): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || givenBack.has(form)) return;
  // A form with no address of its own is the app's: sent natively, its fields (a password) would go in the URL.
  if (state === 'failed' && !form.hasAttribute('action')) {
    event.preventDefault();
    return;
  }
  if (queue.length === 0 && !awaitsTheApp(form)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  queueSubmit(form, event.submitter);
}

function noteTyping(event: Event): void {
  const field = event.target;
  const isField =
    field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement;
  if (!isField || !awaitsTheApp(field)) return;
  queueTypedText(field);
}

/**
 * Text typed before hydration is on the screen but not in the app's state, and the app would put its
 * own (empty) text back. Gives it to the app as typing would: the field's value set past React's record
 * of it, then an input event, so the field's change handler runs with the text.
 */
function handOverTypedText(field: TypedField): void {
  const text = typedText.get(field) ?? '';
  typedText.delete(field);
  if (field instanceof HTMLSelectElement) {
    // A select's change handler reads the option chosen; the app may have put its own choice back.
    field.value = text;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // What is on the screen now, unless the app has already put its own empty text back.
  const onScreen = field.value !== '' ? field.value : text;
  const setOnScreen = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (onScreen === '' || !setOnScreen) return;
  field.value = '';
  setOnScreen.call(field, onScreen);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A box ticked before hydration shows ticked, but the app's state is still the box as drawn, and React
 * took the screen's state as its record of it. Set the other way and clicked, the box ends as chosen
 * and the app's change handler runs with that choice, as a tap would run it.
 */
function handOverChoice(box: HTMLInputElement): void {
  const chosen = choices.get(box) ?? box.checked;
  choices.delete(box);
  box.checked = !chosen;
  giveBack(box, () => box.click());
}

/**
 * Adds a link to the head; resolves once it has loaded, or failed (a stylesheet: the page keeps the styles
 * it came with; a module: the app's import fetches it again).
 */
function loadLink(rel: string, href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = rel;
    if (rel === 'modulepreload') link.crossOrigin = '';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

/** Resolves once no page swap is under way, counting those begun while it waited. */
async function swapsSettled(): Promise<void> {
  let seen: Promise<unknown>;
  do {
    seen = pageSwaps;
    await seen;
  } while (seen !== pageSwaps);
}

function release(): void {
  for (const type of START_EVENTS) removeEventListener(type, planStart, { capture: true });
  pump();
}

let startPlanned = false;

/**
 * A first input starts the app, though not in the frame that answers the tap: the app's code and
 * its stylesheet (which restyles the whole page) would hold that paint back on a slow phone. It starts
 * after the paint of the click the input leads to, or a moment after an input that brings none.
 */
function planStart(): void {
  if (state !== 'waiting' || startPlanned) return;
  startPlanned = true;
  const timer = setTimeout(start, QUIET_START_MS);
  const onClick = () => {
    clearTimeout(timer);
    afterNextPaint(start);
  };
  addEventListener('click', onClick, { capture: true, once: true });
}

function start(): void {
  if (state !== 'waiting') return;
  const boot = readBootData();
  if (!boot) return;
  state = 'loading';
  const preloaded = boot.preload.map((href) => loadLink('modulepreload', href));
  addEventListener(
    APP_STARTED_EVENT,
    () => {
      state = 'started';
      release();
    },
    { once: true },
  );
  // The app may draw what the page's own styles leave out (a menu, a dialog): the whole stylesheet first.
  // Its code is fetched, not run, before the entry is imported: until then a chosen page may still be swapped in.
  Promise.all([...(boot.styles ?? []).map((href) => loadLink('stylesheet', href)), ...preloaded])
    .then(swapsSettled)
    .then(() => {
      entryRequested = true;
      return import(/* @vite-ignore */ boot.entry);
    })
    .catch(() => {
      // Without the app the page still works as plain HTML: links and forms go ahead.
      state = 'failed';
      release();
    });
}

for (const type of START_EVENTS) addEventListener(type, planStart, { capture: true, passive: true });
// Kept after the app has started: a part of the page may still be waiting for its code.
document.addEventListener('click', holdClick, { capture: true });
document.addEventListener('submit', holdSubmit, { capture: true });
document.addEventListener('input', noteTyping, { capture: true });
document.addEventListener('change', noteTyping, { capture: true });
startTypingHeadlines();
installPageControls();

/** What the page's loader held before this script ran, taken over in the order it happened. */
function takeEarlyInput(): boolean {
  const early = (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_KEY];
  if (!early) return false;
  early.taken = true;
  for (const { type, target, submitter } of early.events) {
    if (type === 'input') queueTypedText(target as TypedField);
    else if (type === 'submit' && target instanceof HTMLFormElement) queueSubmit(target, submitter);
    else if (target instanceof HTMLElement && target.matches(ANSWERED_WITHOUT_THE_APP)) target.click();
    else if (target instanceof HTMLElement) queueClick(target);
  }
  return early.acted;
}

if (takeEarlyInput() || isReturningVisitor()) start();
