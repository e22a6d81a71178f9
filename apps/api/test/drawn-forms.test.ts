import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningWebApp } from './listening-web-app';

/**
 * The login and sign-up forms are drawn on the server at their one address, in the language the visitor chose
 * (the `lang` cookie), and asked again over a real connection they come from the early answer's cache: each
 * language its own page.
 */
let web: Awaited<ReturnType<typeof listeningWebApp>>;

beforeAll(async () => {
  web = await listeningWebApp('https://shop.example.in');
}, 120_000);
afterAll(() => web.close());

interface Answer {
  status: number;
  headers: Record<string, string>;
  html: string;
}

async function get(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { status, headers: received, body } = await web.get(pathname, { host: 'shop.example.in', ...headers });
  return { status, headers: received, html: body.toString('utf8') };
}

const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const rendered = (answer: Answer) => answer.headers['server-timing'];

const FORMS = [
  { address: '/user-login', english: 'Customer login', hindi: 'ग्राहक लॉग इन', field: 'type="password"' },
  { address: '/signup', english: 'Create your account', hindi: 'अपना अकाउंट बनाएँ', field: 'type="password"' },
];

describe.each(FORMS)('$address', ({ address, english, hindi, field }) => {
  it('is drawn on the server with its form, and varies by the language cookie', async () => {
    const answer = await get(address);
    expect(answer.status).toBe(200);
    expect(['render;desc="drawn"', 'render;desc="cached"']).toContain(rendered(answer));
    expect(answer.headers.vary).toMatch(/\bCookie\b/);
    expect(answer.html).toContain('<html lang="en"');
    expect(heading(answer.html)).toBe(english);
    expect(answer.html).toContain(field);
    // Drawn, not the header and footer around a loading page.
    expect(answer.html).not.toContain('data-layout-shell');
  });

  it('comes in Hindi to a visitor who chose it, at the same address, and each language is kept apart', async () => {
    const english1 = await get(address, { cookie: 'lang=en' });
    const hindi1 = await get(address, { cookie: 'theme=dark; lang=hi' });
    expect(hindi1.status).toBe(200);
    expect(hindi1.html).toContain('<html lang="hi"');
    expect(heading(hindi1.html)).toBe(hindi);
    // Asked again at once, each from the cache in its own language.
    const hindi2 = await get(address, { cookie: 'lang=hi' });
    const english2 = await get(address);
    expect(rendered(hindi2)).toBe('render;desc="cached"');
    expect(heading(hindi2.html)).toBe(hindi);
    expect(rendered(english2)).toBe('render;desc="cached"');
    expect(heading(english2.html)).toBe(english);
    expect(heading(english1.html)).toBe(english);
  });

  it('is drawn in Hindi at its /hi address, its links kept under /hi', async () => {
    const answer = await get(`/hi${address}`);
    expect(answer.status).toBe(200);
    expect(answer.html).toContain('<html lang="hi"');
    expect(heading(answer.html)).toBe(hindi);
    expect(answer.html).toMatch(/<a[^>]*href="\/hi\/forgot-password"|<a[^>]*href="\/hi\/user-login"/);
  });
});
