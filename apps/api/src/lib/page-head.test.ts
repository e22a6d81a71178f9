import { describe, expect, it } from 'vitest';
import { jsonForScript, renderPageHead } from './page-head';

const hostile = `</script><script>alert(1)</script> "quoted" 'single' & <b>मसाला</b> $& $' \u2028`;

describe('renderPageHead', () => {
  const head = renderPageHead({
    title: hostile,
    description: hostile,
    canonical: 'https://shop.example.in/designs/%E0%A4%AE',
    image: 'https://shop.example.in/x.png',
    type: 'product',
    jsonLd: [{ '@type': 'Product', name: hostile }],
  });

  it('escapes every tag value so none can close its attribute or element', () => {
    expect(head).not.toContain('<script>alert');
    expect(head).not.toContain('</script><script>');
    expect(head).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &#39;single&#39; &amp;',
    );
    expect(head).toContain('मसाला');
    // One element per tag: every quote inside a value was escaped.
    expect(head.match(/<meta /g)).toHaveLength(15);
  });

  it('keeps JSON-LD parseable with the exact title, whatever it holds', () => {
    const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)?.[1] ?? '';
    expect(block).not.toMatch(/<|>/);
    expect(JSON.parse(block).name).toBe(hostile);
    expect(JSON.parse(jsonForScript({ text: '<!-- </script>' })).text).toBe('<!-- </script>');
  });
});
