import type { Catalogue } from './catalogues/en';

type Join<Prefix extends string, Key extends string> = Prefix extends '' ? Key : `${Prefix}.${Key}`;

/** `cart_one` and `cart_other` are asked for as `cart`, with a count. */
type Unplural<Key extends string> = Key extends `${infer Base}_${'one' | 'other'}` ? Base : Key;

/** Every dotted key of a tree: its messages, and its lists and groups (asked for with `returnObjects`). */
type KeysOf<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? Join<Prefix, Unplural<Key>>
    : Tree[Key] extends readonly unknown[]
      ? Join<Prefix, Key>
      : Join<Prefix, Key> | KeysOf<Tree[Key], Join<Prefix, Key>>;
}[keyof Tree & string];

/** The dotted keys of a tree's messages alone. */
type MessageKeysOf<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? Join<Prefix, Unplural<Key>>
    : Tree[Key] extends readonly unknown[]
      ? never
      : MessageKeysOf<Tree[Key], Join<Prefix, Key>>;
}[keyof Tree & string];

/** What a key holds: a message, a list or a group (a plural's key holds a message). */
type At<Tree, Path extends string> = Path extends `${infer Head}.${infer Rest}`
  ? Head extends keyof Tree
    ? At<Tree[Head], Rest>
    : never
  : Path extends keyof Tree
    ? Tree[Path]
    : string;

export type CatalogueKey = KeysOf<Catalogue>;
export type MessageKey = MessageKeysOf<Catalogue>;

/** A message's values (`{{name}}`), its `count` (which picks `_one` or `_other`), or `returnObjects` for a list. */
export interface MessageOptions {
  count?: number;
  returnObjects?: boolean;
  [value: string]: unknown;
}

/** Looks a key up in the page's language, the store's English where it has none; checked by the compiler. */
export interface TFunction {
  <Key extends CatalogueKey>(key: Key, options: MessageOptions & { returnObjects: true }): At<Catalogue, Key>;
  (key: MessageKey, options?: MessageOptions): string;
}
