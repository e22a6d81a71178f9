/**
 * One plain address, nothing else: no display name, no line breaks, no commas, so a value that
 * reached us from a form cannot add headers or recipients to a mail.
 */
const ADDRESS = /^[^\s@,;<>"()[\]\\]+@[^\s@,;<>"()[\]\\]+\.[^\s@,;<>"()[\]\\]+$/;

export function isPlainAddress(value: string): boolean {
  return value.length <= 254 && ADDRESS.test(value);
}

/** Subjects are one line: any line break a customer's text brought in becomes a space. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}
