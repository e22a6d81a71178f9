/**
 * A schema of the shared package built the first time it is used (apps/web/lazy-shared-schemas.ts wraps them so in
 * the web build): building zod schemas is costly, and a page starts without building the schemas of forms it
 * does not show. The proxy answers every question with the schema's own answer, so zod and the forms see the
 * schema itself.
 */
export function lazySchema<T extends object>(name: string, build: () => T): T {
  let built: T | undefined;
  const schema = (): T => {
    if (built) return built;
    const made = build();
    if (typeof made !== 'object' || made === null || !('_zod' in made)) {
      throw new Error(`${name} is not a zod schema, so it cannot be built on first use`);
    }
    built = made;
    return made;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    has: (_, key) => Reflect.has(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // A proxy may not call a property fixed that its own (empty) target lacks.
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
