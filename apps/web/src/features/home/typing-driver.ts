import { TYPING_MS_PER_CHARACTER } from '@store/shared';
import { typingFrame } from './typing';

/** Marks a headline whose typing has begun, so the boot script's and the app's drivers never both run. */
const RUNNING = 'typingRunning';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * Types `phrases` into `target`, one character per 100 ms with a 3000 ms pause after each phrase (the
 * first phrase whole when the visitor prefers reduced motion). Plain DOM, so the page's boot script can
 * run it before the app has loaded; the app's headline then finds it running and leaves it be. Stops
 * by itself once `target` leaves the page. Returns a stop function, or undefined when already running.
 */
export function startTyping(target: HTMLElement, phrases: readonly string[]): (() => void) | undefined {
  if (target.dataset[RUNNING]) return undefined;
  target.dataset[RUNNING] = 'true';
  if (prefersReducedMotion()) {
    target.textContent = phrases[0] ?? '';
    return () => {};
  }
  const start = performance.now();
  const timer = window.setInterval(() => {
    if (!target.isConnected) {
      window.clearInterval(timer);
      return;
    }
    const { text } = typingFrame(phrases, performance.now() - start);
    if (target.textContent !== text) target.textContent = text;
  }, TYPING_MS_PER_CHARACTER);
  return () => {
    window.clearInterval(timer);
    delete target.dataset[RUNNING];
  };
}

/** The element the headline types into, and its phrases (written by TypingHeadline). */
export const TYPING_TARGET_ATTRIBUTE = 'data-typing-phrases';

/** Starts every typing headline of a page drawn on the server, before the app has loaded. */
export function startTypingHeadlines(root: ParentNode = document): void {
  for (const target of root.querySelectorAll<HTMLElement>(`[${TYPING_TARGET_ATTRIBUTE}]`)) {
    try {
      startTyping(target, JSON.parse(target.getAttribute(TYPING_TARGET_ATTRIBUTE) ?? '[]') as string[]);
    } catch {
      // Unreadable phrases: the headline stays as drawn.
    }
  }
}
