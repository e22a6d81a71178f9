/** What a spreadsheet may read as a formula (OWASP, CSV injection): these first characters. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A negative amount stays a number, so the accountant's sheet can add it. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/** A CSV field, quoted when it holds a separator, quote or line break; a possible formula starts with `'`. */
export const csvField = (value: string | number) => {
  const text = String(value);
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** One CSV line of defused fields. */
export const csvLine = (values: Array<string | number>) => values.map(csvField).join(',');
