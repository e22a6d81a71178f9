import { ApiError } from './api-client';

/** A zod issue as far as a form needs it. */
interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first message for each top-level field, as a form shows them beside its fields. */
export function issuesByField(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The server's per-field messages of a refused request, or none. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.status === 400 ? error.fields : {};
}

/**
 * Moves focus to the first field marked invalid in `form`, once the errors are drawn, and scrolls its
 * label into view below the sticky header (the field frame's scroll margin) when it is not in full view.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus({ preventScroll: true });
    const frame = field.parentElement ?? field;
    const box = frame.getBoundingClientRect();
    const clearTop = Number.parseFloat(getComputedStyle(frame).scrollMarginTop) || 0;
    if (box.top < clearTop || box.bottom > window.innerHeight) frame.scrollIntoView({ block: 'start' });
  });
}
