import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp, signupCustomer } from './accounts-helpers';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signup = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/signup', payload, headers, remoteAddress: nextIp() });

describe("the server's refusals in the visitor's language", () => {
  it("a sign-up refused for a taken email answers in Hindi with lang=hi and in the spec's English without it", async () => {
    const taken = await signupCustomer(t.app);
    const again = { name: 'Asha Rao', email: taken.email, password: 'a long pass phrase 42' };

    const hindi = await signup(again, { cookie: 'lang=hi', 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json()).toMatchObject({ error: 'इस ईमेल से अकाउंट पहले से बना हुआ है' });

    const english = await signup(again);
    expect(english.statusCode).toBe(409);
    expect(english.json()).toEqual({ error: 'An account with this email already exists' });
  });

  it("a sign-up form's field refusal answers each field's message in Hindi", async () => {
    const response = await signup({ name: '', email: 'asha@example.in', password: 'short' }, { cookie: 'lang=hi' });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: string; fields: Record<string, string> };
    expect(body.fields.name).toBe('नाम ज़रूरी है');
    expect(body.fields.password).toBe('पासवर्ड कम से कम 8 अक्षर का होना चाहिए');
    expect(body.error).toBe('नाम ज़रूरी है');
  });

  it('a refusal to wait (429) answers in Hindi with lang=hi, with the same Retry-After, and in English without it', async () => {
    const account = await signupCustomer(t.app);
    const address = nextIp();
    const attempt = (headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: account.email, password: 'not the password 1' },
        headers,
        remoteAddress: address,
      });
    for (let failed = 0; failed < 10; failed++) expect((await attempt()).statusCode).toBe(401);

    const hindi = await attempt({ cookie: 'lang=hi' });
    expect(hindi.statusCode).toBe(429);
    expect(hindi.json().error).toMatch(/^बहुत ज़्यादा कोशिशें हो गई हैं। कृपया \d+ मिनट बाद फिर से कोशिश करें।$/);
    expect(hindi.headers['retry-after']).toMatch(/^\d+$/);

    const english = await attempt();
    expect(english.statusCode).toBe(429);
    expect(english.json().error).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  });

  it('Accept-Language alone never changes an English answer', async () => {
    const taken = await signupCustomer(t.app);
    const response = await signup(
      { name: 'Asha Rao', email: taken.email, password: 'a long pass phrase 42' },
      { 'accept-language': 'hi-IN,hi;q=0.9' },
    );
    expect(response.json()).toEqual({ error: 'An account with this email already exists' });
  });
});
