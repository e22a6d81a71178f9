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

/** Moves focus to the first field marked invalid in `form`, once the errors are drawn. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
