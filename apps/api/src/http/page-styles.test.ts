import { describe, expect, it } from 'vitest';
import { PageStyles } from './page-styles';

const CSS = [
  '@layer theme,base,utilities;',
  '@layer theme{:root,:host{--color-brand-600:#4f46e5;--color-unused:#000;--font-sans:ui-sans-serif;--default-font-family:var(--font-sans);--animate-spin:spin 1s linear infinite}}',
  '@layer base{*,:after,:before{box-sizing:border-box;margin:0}html{font-family:var(--default-font-family)}}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.hidden{display:none}',
  '.text-brand-600{color:var(--color-brand-600)}',
  '.md\\:flex{@media (width>=48rem){display:flex}}',
  '@media (width>=48rem){.md\\:grid{display:grid}.md\\:block{display:block}}',
  '.w-\\[calc\\(100\\%-2rem\\)\\]{width:calc(100% - 2rem)}',
  '.\\32 xl\\:p-4{padding:1rem}',
  ':where(.space-y-4>:not(:last-child)){margin-block-start:1rem}',
  '.group:hover .group-hover\\:underline{text-decoration-line:underline}',
  '.peer:not(.is-off)~.peer-on{color:red}',
  '.a[data-file$=".pdf"]{color:blue}',
  ':is(.alpha,.beta) .gamma{color:green}',
  '.animate-spin{animation:var(--animate-spin)}',
  '.shadow{--tw-shadow:0 1px #0001;box-shadow:var(--tw-shadow)}',
  '}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-unused{syntax:"*";inherits:false}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '@keyframes pulse{50%{opacity:.5}}',
  '@font-face{font-family:"Noto Sans Devanagari";src:url(/assets/noto.woff2)format("woff2")}',
  '@font-face{font-family:Lora;src:url(/assets/lora.woff2)format("woff2")}',
].join('');

const template = (extra = '') =>
  `<html><head><style>${CSS}</style>${extra}</head><body><div id="root"></div></body></html>`;
const page = (styles: PageStyles, body: string) => {
  const html = styles.forPage(template().replace('<div id="root"></div>', body));
  return html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
};

describe('PageStyles', () => {
  const styles = new PageStyles(template());

  it('keeps the rules whose classes the page uses, escaped names included, and drops the rest', () => {
    const css = page(
      styles,
      '<div class="flex md:grid w-[calc(100%-2rem)] 2xl:p-4"><p class="text-brand-600">Hi</p></div>',
    );
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('@media (width>=48rem){.md\\:grid{display:grid}}');
    expect(css).toContain('.w-\\[calc\\(100\\%-2rem\\)\\]');
    expect(css).toContain('.\\32 xl\\:p-4');
    expect(css).toContain('.text-brand-600{color:var(--color-brand-600)}');
    expect(css).not.toContain('.hidden');
    expect(css).not.toContain('.md\\:block');
    expect(css).not.toContain('.md\\:flex');
    // Rules without a class stay: the page's base styles.
    expect(css).toContain('box-sizing:border-box');
    expect(css).toContain('@layer theme,base,utilities;');
  });

  it('keeps only the custom properties something reads, following one variable to the next', () => {
    const css = page(styles, '<p class="text-brand-600">Hi</p>');
    expect(css).toContain('--color-brand-600:#4f46e5');
    // Read by the base layer, and through it --font-sans.
    expect(css).toContain('--default-font-family:var(--font-sans)');
    expect(css).toContain('--font-sans:ui-sans-serif');
    expect(css).not.toContain('--color-unused');
    expect(css).not.toContain('--animate-spin');
    expect(css).not.toContain('@keyframes spin');
    expect(css).not.toContain('@property --tw-shadow');
  });

  it('keeps an animation, a registered property and a font only where the page uses them', () => {
    const css = page(
      styles,
      '<span class="animate-spin shadow"></span><b style="font-family:&quot;Noto Sans Devanagari&quot;">नमस्ते</b>',
    );
    expect(css).toContain('--animate-spin:spin 1s linear infinite');
    expect(css).toContain('@keyframes spin{');
    expect(css).not.toContain('@keyframes pulse');
    expect(css).toContain('@property --tw-shadow{');
    expect(css).not.toContain('@property --tw-unused');
    expect(css).toContain('font-family:"Noto Sans Devanagari"');
    expect(css).not.toContain('font-family:Lora');
  });

  it('never asks for a class inside :not(), an attribute value or an :is() of several alternatives', () => {
    const css = page(
      styles,
      '<ul class="space-y-4 group peer peer-on a gamma"><li class="group-hover:underline"></li></ul>',
    );
    expect(css).toContain(':where(.space-y-4>:not(:last-child))');
    expect(css).toContain('.group:hover .group-hover\\:underline');
    expect(css).toContain('.peer:not(.is-off)~.peer-on');
    expect(css).toContain('.a[data-file$=".pdf"]');
    expect(css).toContain(':is(.alpha,.beta) .gamma');
    // Without the group class, the group variant cannot match.
    expect(page(styles, '<li class="group-hover:underline"></li>')).not.toContain('group-hover');
  });

  it('reads class names with entities as the browser does', () => {
    const withEntity = new PageStyles(template().replace('.flex{', '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}.flex{'));
    const html = withEntity.forPage(
      template().replace('<div id="root"></div>', '<i class="[&amp;&gt;svg]:size-4"></i>'),
    );
    expect(html).toContain('.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}');
  });

  it('gives the same cut for the same classes, and a page without styles unchanged', () => {
    const first = page(styles, '<p class="flex">One</p>');
    expect(page(styles, '<p class="flex">Two, other words</p>')).toBe(first);
    const plain = '<html><head></head><body><p class="flex">x</p></body></html>';
    expect(new PageStyles(plain).forPage(plain)).toBe(plain);
  });
});
