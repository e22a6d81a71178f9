import postcss, { type AtRule, type ChildNode, type Rule } from 'postcss';

/**
 * One part of a stylesheet, and what a page must use for it to matter: a rule applies only where its
 * selector's class names are on the page, a custom property only where something reads it, a font or
 * an animation only where it is named.
 */
type Piece =
  | { kind: 'always'; css: string }
  | { kind: 'rule'; css: string; classSets: string[][] }
  | { kind: 'variables'; selector: string; declarations: { name: string; css: string }[] }
  | { kind: 'named'; css: string; name: string }
  | { kind: 'group'; open: string; pieces: Piece[] };

const STYLE_BLOCK = /<style>([\s\S]*?)<\/style>/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;
/** Pages kept per template: the class sets of a catalogue's pages are few. */
const KEPT_SUBSETS = 100;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
const decodeAttribute = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_match, name: string) => ENTITIES[name] ?? '');

/** A CSS identifier as written in a selector (escapes such as `\:` or `\31 `) turned back into its text. */
const unescapeIdentifier = (text: string) =>
  text.replace(/\\([0-9a-fA-F]{1,6}) ?|\\([\s\S])/g, (_match, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ''),
  );

/** The index of the bracket closing the one opened at `start`, escapes and quotes skipped. */
function closingIndex(text: string, start: number, open: string, close: string): number {
  let depth = 0;
  let quote: string | undefined;
  for (let index = start; index < text.length; index++) {
    const char = text[index];
    if (char === '\\') index++;
    else if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === open) depth++;
    else if (char === close && --depth === 0) return index;
  }
  return text.length;
}

/** A selector list split at its top-level commas. */
function splitSelectorList(selector: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let index = 0; index < selector.length; index++) {
    const char = selector[index];
    if (char === '\\') index++;
    else if (char === '(') index = closingIndex(selector, index, '(', ')');
    else if (char === '[') index = closingIndex(selector, index, '[', ']');
    else if (char === ',') {
      parts.push(selector.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(selector.slice(start));
  return parts;
}

const IDENTIFIER_END = /[\s.#>+~:[\](),*|]/;
const HEX_ESCAPE = /^\\[0-9a-fA-F]{1,6}\s?/;

/** The index after one character of an identifier: an escape (`\:`, or `\32 ` with its space) counts as one. */
function identifierStep(text: string, index: number): number {
  if (text[index] !== '\\') return index + 1;
  const hex = HEX_ESCAPE.exec(text.slice(index, index + 8));
  return index + (hex ? hex[0].length : 2);
}

/**
 * The class names a page needs for one selector to match anything. Classes inside `:not()`, `:has()`
 * and the like, or inside an `:is()`/`:where()` of several alternatives, are not required: the rule is
 * kept whether they are there or not, which can only keep too much, never too little.
 */
function requiredClasses(selector: string): string[] {
  const required: string[] = [];
  for (let index = 0; index < selector.length; index++) {
    const char = selector[index];
    if (char === '\\') index++;
    else if (char === '[') index = closingIndex(selector, index, '[', ']');
    else if (char === '(') {
      const end = closingIndex(selector, index, '(', ')');
      const inner = selector.slice(index + 1, end);
      const single = /:(is|where)$/.test(selector.slice(0, index)) && splitSelectorList(inner).length === 1;
      if (single) required.push(...requiredClasses(inner));
      index = end;
    } else if (char === '.') {
      let end = index + 1;
      while (end < selector.length && !IDENTIFIER_END.test(selector[end] as string))
        end = identifierStep(selector, end);
      required.push(unescapeIdentifier(selector.slice(index + 1, end)));
      index = end - 1;
    }
  }
  return required;
}

const isCustomPropertyRule = (rule: Rule) =>
  rule.nodes.length > 0 && rule.nodes.every((node) => node.type === 'decl' && node.prop.startsWith('--'));

function pieceOf(node: ChildNode): Piece | undefined {
  if (node.type === 'comment') return undefined;
  if (node.type === 'rule') {
    const classSets = splitSelectorList(node.selector).map(requiredClasses);
    if (classSets.every((set) => set.length === 0) && isCustomPropertyRule(node)) {
      return {
        kind: 'variables',
        selector: node.selector,
        declarations: node.nodes.map((declaration) => {
          const { prop } = declaration as postcss.Declaration;
          return { name: prop, css: `${declaration.toString()};` };
        }),
      };
    }
    return { kind: 'rule', css: node.toString(), classSets };
  }
  if (node.type === 'atrule') return atRulePiece(node);
  return { kind: 'always', css: node.toString() };
}

function atRulePiece(node: AtRule): Piece {
  const name = node.name.toLowerCase();
  if (name === 'font-face') {
    const family = node.nodes?.find((child) => child.type === 'decl' && child.prop === 'font-family');
    const value = family?.type === 'decl' ? family.value.replace(/^["']|["']$/g, '') : undefined;
    return value ? { kind: 'named', css: node.toString(), name: value } : { kind: 'always', css: node.toString() };
  }
  if (name === 'property' || name.endsWith('keyframes')) {
    return { kind: 'named', css: node.toString(), name: node.params.trim() };
  }
  // A statement such as `@layer theme,base;` keeps its semicolon.
  if (!node.nodes) return { kind: 'always', css: `${node.toString()};` };
  const pieces = node.nodes.map(pieceOf).filter((piece) => piece !== undefined);
  return { kind: 'group', open: `@${node.name}${node.raws.afterName || ' '}${node.params}`, pieces };
}

/** The classes and inline styles of a page: all its stylesheet's subset depends on. */
function pageUse(html: string): { classes: Set<string>; inlineStyles: string } {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of decodeAttribute(value).split(/\s+/)) if (name) classes.add(name);
  }
  const inlineStyles = [...html.matchAll(STYLE_ATTRIBUTE)].map(([, value = '']) => decodeAttribute(value)).join(';');
  return { classes, inlineStyles };
}

function rulesFor(pieces: Piece[], classes: Set<string>): Piece[] {
  const kept: Piece[] = [];
  for (const piece of pieces) {
    if (piece.kind === 'rule') {
      if (piece.classSets.some((set) => set.every((name) => classes.has(name)))) kept.push(piece);
    } else if (piece.kind === 'group') {
      const inner = rulesFor(piece.pieces, classes);
      if (inner.length > 0) kept.push({ ...piece, pieces: inner });
    } else kept.push(piece);
  }
  return kept;
}

/** `name` used in `text` as a whole word (a custom property, a font family, an animation). */
const namedIn = (text: string, name: string) => {
  let from = text.indexOf(name);
  while (from !== -1) {
    const after = text[from + name.length];
    const before = text[from - 1];
    if ((after === undefined || !/[\w-]/.test(after)) && (before === undefined || !/[\w-]/.test(before))) return true;
    from = text.indexOf(name, from + 1);
  }
  return false;
};

/** The CSS text of `pieces`, with only the variables, fonts and animations `uses` names. */
function written(pieces: Piece[], uses: (name: string) => boolean): string {
  let css = '';
  for (const piece of pieces) {
    if (piece.kind === 'always' || piece.kind === 'rule') css += piece.css;
    else if (piece.kind === 'named') css += uses(piece.name) ? piece.css : '';
    else if (piece.kind === 'variables') {
      const kept = piece.declarations.filter(({ name }) => uses(name));
      if (kept.length > 0) css += `${piece.selector}{${kept.map(({ css: declaration }) => declaration).join('')}}`;
    } else {
      const inner = written(piece.pieces, uses);
      if (inner) css += `${piece.open}{${inner}}`;
    }
  }
  return css;
}

/** Every name a variable's value, or a rule, could refer to: custom properties are settled until none is added. */
function subsetCss(pieces: Piece[], inlineStyles: string, classes: Set<string>): string {
  const kept = rulesFor(pieces, classes);
  // The rules and inline styles name what they use; a kept variable can name more (`--a: var(--b)`).
  let used = new Set<string>();
  for (;;) {
    const text = `${written(kept, (name) => used.has(name))}${inlineStyles}`;
    const names = new Set<string>();
    collectNames(kept, (name) => namedIn(text, name), names);
    if (names.size === used.size) return written(kept, (name) => names.has(name));
    used = names;
  }
}

function collectNames(pieces: Piece[], isUsed: (name: string) => boolean, into: Set<string>): void {
  for (const piece of pieces) {
    if (piece.kind === 'named' && isUsed(piece.name)) into.add(piece.name);
    else if (piece.kind === 'variables') {
      for (const { name } of piece.declarations) if (isUsed(name)) into.add(name);
    } else if (piece.kind === 'group') collectNames(piece.pieces, isUsed, into);
  }
}

/**
 * The stylesheets inlined in a page template, cut per page down to what that page's HTML uses: the
 * page arrives in fewer round trips and styles faster. The app, once started, loads the whole
 * stylesheet (src/boot.ts) before it draws anything the page did not already show.
 */
export class PageStyles {
  private readonly sheets: Piece[][];
  private readonly subsets = new Map<string, string[]>();

  constructor(templateHtml: string) {
    this.sheets = [...templateHtml.matchAll(STYLE_BLOCK)].map(([, css = '']) =>
      postcss
        .parse(css)
        .nodes.map(pieceOf)
        .filter((piece) => piece !== undefined),
    );
  }

  /** `html` (a page filled from this template) with each inlined stylesheet cut to what it uses. */
  forPage(html: string): string {
    if (this.sheets.length === 0) return html;
    const { classes, inlineStyles } = pageUse(html);
    const key = `${[...classes].sort().join(' ')}\0${inlineStyles}`;
    let subsets = this.subsets.get(key);
    if (subsets) this.subsets.delete(key);
    else subsets = this.sheets.map((pieces) => subsetCss(pieces, inlineStyles, classes));
    this.subsets.set(key, subsets);
    if (this.subsets.size > KEPT_SUBSETS) this.subsets.delete(this.subsets.keys().next().value as string);
    let index = 0;
    const cut = subsets;
    return html.replace(STYLE_BLOCK, () => {
      const css = cut[index++] ?? '';
      return css ? `<style>${css}</style>` : '';
    });
  }
}
