/**
 * A value made the first time it is asked for, then kept. For what is costly to make at start (an Intl
 * formatter loads its locale's data) and that many pages never ask for.
 */
export function builtOnFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
