import { expect, it } from 'vitest';

it('keeps zod, loaded after the app has started, from compiling parsers with eval', async () => {
  await import('./zod-without-eval');
  const { config, object, string } = await import('zod/mini');
  expect(config().jitless).toBe(true);
  // A parse that would compile (an object of known keys) neither probes nor throws.
  expect(object({ name: string() }).safeParse({ name: 'Asha' }).success).toBe(true);
});
