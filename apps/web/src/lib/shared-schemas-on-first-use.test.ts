import { describe, expect, it, vi } from 'vitest';

// zod's object builder, watched: the web project runs the shared package as the web build has it.
const built = vi.hoisted(() => ({ objects: 0 }));
vi.mock('zod', async (importOriginal) => {
  const zod = await importOriginal<typeof import('zod')>();
  const object: typeof zod.z.object = (...args) => {
    built.objects += 1;
    return zod.z.object(...args);
  };
  return { ...zod, z: { ...zod.z, object } };
});

describe('the shared package in the web build', () => {
  it('builds no schema when loaded, and a form’s schema when the form first uses it', async () => {
    // Loaded afresh, with zod watched (the tests' setup has loaded it before, with every English word).
    vi.resetModules();
    const shared = await import('@store/shared');
    expect(built.objects).toBe(0);

    const answer = shared.signupInputSchema.safeParse({ name: '', email: 'asha@example.com', password: 'x' });
    expect(answer.success).toBe(false);
    expect(built.objects).toBeGreaterThan(0);
    const afterFirstUse = built.objects;
    shared.signupInputSchema.safeParse({});
    expect(built.objects).toBe(afterFirstUse);
  });
});
