/** PostgreSQL SQLSTATE classes and socket errors that mean "the database is unreachable right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** True when an error says the database cannot be reached (not that a query was wrong). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|connection timeout|Client has encountered a connection error|timeout exceeded when trying to connect|SQLITE_BUSY|database is locked/i.test(
      message,
    )
  );
}
