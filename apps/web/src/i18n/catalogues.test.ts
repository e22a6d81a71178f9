import { describe, expect, it } from 'vitest';
import { en } from './catalogues/en';
import { enPages } from './catalogues/en-pages';
import { hi } from './catalogues/hi';

type Tree = { [key: string]: string | readonly string[] | Tree };

/** Every message of a catalogue by its dotted key (a list's items by index). */
function messages(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) found.set(`${path}.${index}`, item);
    } else for (const [inner, text] of messages(value as Tree, path)) found.set(inner, text);
  }
  return found;
}

/** `{{name}}` placeholders and `<tag>` markup a message must keep in every language. */
const slots = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((match) => match[0]).sort();

const english = messages({ ...en, ...enPages } as Tree);
const hindi = messages(hi as Tree);

describe('the Hindi and English catalogues', () => {
  it('split English by whole groups: a group is either what every page starts with or a later page’s', () => {
    // The two are joined group by group; a group in both would lose the first one's words.
    expect(Object.keys(en).filter((group) => group in enPages)).toEqual([]);
  });

  it('have the same keys', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('have no empty message', () => {
    for (const [key, text] of [...english, ...hindi]) expect(text.trim(), key).not.toBe('');
  });

  it('keep every placeholder and tag of a message', () => {
    for (const [key, text] of english) expect(slots(hindi.get(key) ?? ''), key).toEqual(slots(text));
  });

  it('write Hindi in Devanagari wherever a message has words to translate', () => {
    // Kept as they are: the switch back to English, and the GST and MRP terms.
    const same = new Set([
      'language.switchTo',
      'language.switchLabel',
      'catalogue.plusGst',
      'catalogue.mrp',
      'cart.gst',
    ]);
    for (const [key, text] of hindi) {
      if (
        !same.has(key) &&
        /[A-Za-z]{3}/.test(
          text.replace(
            /\{\{\w+\}\}|<\/?\w+>|GST(IN)?|PDF|UPI|PNG|JPEG|WebP|WhatsApp|MRP|SEO|Facebook|Instagram|Google/g,
            '',
          ),
        )
      ) {
        expect.fail(`${key} is still in English: ${text}`);
      }
    }
  });
});
