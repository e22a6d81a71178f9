/** Cashfree's error body: `{ message, code, type }` (docs/ApiError.md). */
export interface ApiError {
  message: string;
  code: string;
  type: 'authentication_error' | 'invalid_request_error' | 'idempotency_error' | 'api_error';
}

/** One answer of the double, before it is written to the socket (so it can be replayed). */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export const json = (status: number, value: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(value),
});

export const apiError = (status: number, code: string, type: ApiError['type'], message: string): Answer =>
  json(status, { message, code, type } satisfies ApiError);

export const invalid = (code: string, message: string) => apiError(400, code, 'invalid_request_error', message);
