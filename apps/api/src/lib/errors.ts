/** Domain errors; the HTTP layer maps each to a status in one place (http/error-handler.ts). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra fields for the JSON answer (e.g. the server's total when prices changed). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export class InvalidInput extends AppError {
  /** `fields`: each refused field's message (`{ title: 'title is required' }`), for forms to show beside it. */
  constructor(message: string, fields?: Record<string, string>) {
    super(400, message, fields && Object.keys(fields).length > 0 ? { fields } : {});
  }
}

/** A failed zod parse as a 400: its first message, and each top-level field's first message. */
export function invalidInputFromIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fallback: string,
): InvalidInput {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key) fields[key] ??= issue.message;
  }
  return new InvalidInput(issues[0]?.message ?? fallback, fields);
}

export class NotAuthenticated extends AppError {
  constructor(message = 'Authentication required') {
    super(401, message);
  }
}

export class NotAllowed extends AppError {
  constructor(message = 'You are not allowed to do this') {
    super(403, message);
  }
}

export class NotFound extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

export class PayloadTooLarge extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}

export class UnsupportedMediaType extends AppError {
  constructor(message: string) {
    super(415, message);
  }
}

export class TooManyRequests extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
