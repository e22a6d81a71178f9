// What a tap held for the app shows at once, in the frame of the tap, so a phone still fetching the app
// does not look frozen: a choice shows chosen and the part of the page it reloads shows loading. The
// app then does the real work and draws its own result.

/** A group of buttons of which one is chosen (aria-pressed), such as the category filter. */
export const CHOICES_ATTRIBUTE = 'data-choices';
/** Around a group of choices: the element inside it marked PENDING_REGION shows loading once one is chosen. */
export const PENDING_SCOPE_ATTRIBUTE = 'data-pending-scope';
export const PENDING_REGION_ATTRIBUTE = 'data-pending-region';

/** Shows the tap's pending state on `target`; returns what takes it back once the app has the tap. */
export function showPending(target: Element): () => void {
  const busy: Element[] = [];
  const choices = target.closest(`[${CHOICES_ATTRIBUTE}]`);
  if (choices && target.getAttribute('aria-pressed') === 'false') {
    for (const choice of choices.querySelectorAll('[aria-pressed]')) {
      choice.setAttribute('aria-pressed', String(choice === target));
    }
    const region = choices.closest(`[${PENDING_SCOPE_ATTRIBUTE}]`)?.querySelector(`[${PENDING_REGION_ATTRIBUTE}]`);
    if (region) busy.push(region);
  }
  for (const element of busy) element.setAttribute('aria-busy', 'true');
  return () => {
    // The app usually draws its own in their place; one it kept is no longer waiting.
    for (const element of busy) if (element.isConnected) element.removeAttribute('aria-busy');
  };
}
