import { ApiError } from './api-client';

/** The server's own words for a refusal; the fallback for anything else (network, server fault). */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 ? error.message : fallback;
}
