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

  it('Accept-Language alone never changes an English answer', async () => {
    const taken = await signupCustomer(t.app);
    const response = await signup(
      { name: 'Asha Rao', email: taken.email, password: 'a long pass phrase 42' },
      { 'accept-language': 'hi-IN,hi;q=0.9' },
    );
    expect(response.json()).toEqual({ error: 'An account with this email already exists' });
  });
});
