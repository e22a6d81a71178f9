// How a dialog asks the page's controls (lib/page-controls.ts) and the layout shell's loader (lib/app-boot.ts)
// to treat it; neither needs the app.

/** A dialog marked so closes on a click on its backdrop (the click lands on the dialog itself, outside its content). */
export const CLOSES_ON_BACKDROP_ATTRIBUTE = 'data-closes-on-backdrop';

/** A dialog marked so stops the page behind it from scrolling while it is open. */
export const LOCKS_SCROLL_ATTRIBUTE = 'data-locks-scroll';

/** In a dialog's dataset while it locks scrolling: the page's overflow before it opened, put back when it closes. */
export const OVERFLOW_KEY = 'overflowBefore';
