import type { Language } from '@store/shared';
import { type Catalogue, en } from './catalogues/en';
import type { MessageOptions, TFunction } from './message-keys';

type Tree = { readonly [key: string]: unknown };

/** The words of one page in one language, and how to ask for them (the app's, the server's render, a test's). */
export interface Translator {
  readonly language: Language;
  readonly t: TFunction;
  /** Whether the page's language or English has this key. */
  exists(key: string): boolean;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** English: what every page starts with, and the words of the pages that load later once they have come. */
const english: { [key: string]: unknown } = { ...en };

/** The English words of the pages that load later, as they arrive (src/i18n/page-words.ts). */
export function addEnglishWords(words: Tree): void {
  Object.assign(english, words);
}

/** `{{name}}` replaced by its value; a placeholder without a value is left as written. */
export function fillIn(message: string, values: MessageOptions | undefined): string {
  if (!values) return message;
  return message.replace(PLACEHOLDER, (placeholder, name: string) =>
    values[name] === undefined ? placeholder : String(values[name]),
  );
}

/** A dotted key's value; a key may hold dots itself (`testimonials.ananya.studio.name`). */
function lookUp(tree: unknown, key: string): unknown {
  return find(tree, key.split('.'));
}

function find(tree: unknown, parts: string[]): unknown {
  if (parts.length === 0) return tree;
  if (typeof tree !== 'object' || tree === null) return undefined;
  for (let length = 1; length <= parts.length; length++) {
    const name = parts.slice(0, length).join('.');
    if (!Object.hasOwn(tree, name)) continue;
    const found = find((tree as Tree)[name], parts.slice(length));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A list's or a group's messages, each filled in. */
function fillInAll(value: unknown, options: MessageOptions): unknown {
  if (typeof value === 'string') return fillIn(value, options);
  if (Array.isArray(value)) return value.map((item) => fillInAll(item, options));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillInAll(item, options)]));
  return value;
}

/**
 * The page's words in `language` (Hindi when its catalogue is given), falling back to English key by key. A count
 * picks the key's plural form by the language's rules (`cart_one`, `cart_other`); a key found nowhere is shown as
 * itself, so a missing message is seen, not hidden.
 */
export function createTranslator(language: Language, hindi?: Catalogue): Translator {
  const spoken: Language = hindi ? language : 'en';
  const catalogues = (
    spoken === 'hi' ? [['hi', hindi] as const, ['en', english] as const] : [['en', english] as const]
  ).map(([code, tree]) => ({ tree: tree as Tree | undefined, plural: new Intl.PluralRules(code) }));

  const inCatalogues = (key: string, count: number | undefined): unknown => {
    for (const { tree, plural } of catalogues) {
      const found =
        (count === undefined ? undefined : lookUp(tree, `${key}_${plural.select(count)}`)) ??
        (count === undefined ? undefined : lookUp(tree, `${key}_other`)) ??
        lookUp(tree, key);
      if (found !== undefined) return found;
    }
    return undefined;
  };

  const t = ((key: string, options?: MessageOptions) => {
    const found = inCatalogues(key, options?.count);
    if (typeof found === 'string') return fillIn(found, options);
    if (found !== undefined && options?.returnObjects) return fillInAll(found, options);
    return key;
  }) as TFunction;

  return { language: spoken, t, exists: (key) => inCatalogues(key, undefined) !== undefined };
}
