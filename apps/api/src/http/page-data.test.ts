import { describe, expect, it } from 'vitest';
import { withPageData } from './page-data';

const page = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';

describe('withPageData', () => {
  it('puts the data at the end of the body and the preload in the head', () => {
    const html = withPageData(page, {
      elementId: 'first-designs',
      json: { seed: 7, cards: [{ title: 'A' }] },
      preloadImage: {
        href: '/media/a-w400.webp',
        srcset: '/media/a-w400.webp 400w, /media/a-w800.webp 800w',
        sizes: '100vw',
      },
    });
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/a-w400.webp" imagesrcset="/media/a-w400.webp 400w, /media/a-w800.webp 800w" imagesizes="100vw" fetchpriority="high"></head>',
    );
    const script = /<script type="application\/json" id="first-designs">(.*)<\/script><\/body>/.exec(html);
    expect(JSON.parse(script?.[1] ?? '')).toEqual({ seed: 7, cards: [{ title: 'A' }] });
  });

  it('keeps hostile strings inside the data: no closing tag, comment or line separator escapes', () => {
    const title = '</script><script>alert(1)</script><!-- & \u2028\u2029';
    const html = withPageData(page, { elementId: 'd', json: { title } });
    const body = html.slice(html.indexOf('<script'), html.lastIndexOf('</script>'));
    expect(body).not.toMatch(/<\/script|<!--|[\u2028\u2029]/i);
    expect(html.match(/<script/g)).toHaveLength(1);
    const json = body.slice(body.indexOf('>') + 1);
    expect(JSON.parse(json)).toEqual({ title });
  });

  it('escapes the preload attributes', () => {
    const html = withPageData(page, {
      elementId: 'd',
      json: null,
      preloadImage: { href: '/x"onerror="alert(1)', srcset: '<x>', sizes: 'a&b' },
    });
    expect(html).toContain('href="/x&quot;onerror=&quot;alert(1)"');
    expect(html).toContain('imagesrcset="&lt;x&gt;"');
    expect(html).toContain('imagesizes="a&amp;b"');
  });
});
