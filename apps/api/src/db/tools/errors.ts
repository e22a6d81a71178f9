/** A problem the person running a database tool can fix; the CLI prints only its message. */
export class DbToolError extends Error {
  override name = 'DbToolError';
}
