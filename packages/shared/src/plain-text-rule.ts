/*
 * Text printed as typed (names on invoices, the seller's details, page headings) must show what it
 * stores. Control characters (Cc), invisible formatting (Cf: direction overrides and isolates,
 * zero-width space, byte-order mark) and line or paragraph separators (Zl, Zp) could break a line or
 * reorder it so a name fakes another field. ZWNJ and ZWJ stay: Indic spellings need them.
 * Plain functions without zod, so the business-name rule can share them on the catalogue's first load.
 */
const HIDDEN_IN_LINE = /(?!\u200C|\u200D)[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
/** The same for text drawn as lines (addresses): its CR and LF line breaks stay. */
const HIDDEN_IN_LINES = /(?!\u200C|\u200D|\r|\n)[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
/** Blank to a reader: only whitespace and the joiners, which draw nothing on their own. */
const NOTHING_VISIBLE = /^(?:\s|\u200C|\u200D)*$/u;

export const HIDDEN_CHARACTERS_PHRASE = 'must not contain control or invisible formatting characters';

/** `Name must not contain control or invisible formatting characters.` */
/* @__NO_SIDE_EFFECTS__ */
export const hiddenCharactersMessage = (label: string) => `${label} ${HIDDEN_CHARACTERS_PHRASE}.`;

/** True when one line of text has no control, invisible formatting or line-breaking character. */
export const isPlainLine = (text: string) => !HIDDEN_IN_LINE.test(text);

/** True when text drawn as several lines has none of them apart from its CR and LF line breaks. */
export const isPlainLines = (text: string) => !HIDDEN_IN_LINES.test(text);

/** True when a reader would see something: not just spaces, ZWJ and ZWNJ. */
export const hasVisibleCharacter = (text: string) => !NOTHING_VISIBLE.test(text);
