// Run by src/main.tsx before any module that parses with zod. The store's pages forbid eval (their
// Content-Security-Policy has no 'unsafe-eval'). Left to itself, zod probes for eval with `new Function` at its
// first object parse: the browser refuses it and reports a policy violation, and finding that report's source
// position parses the app's whole start-up chunk again on the main thread. zod keeps its settings on
// `globalThis.__zod_globalConfig` and takes one already there when it loads (zod/v4/core/core.js): set here,
// zod itself stays out of the start-up file, and loads with the first form or answer that needs it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
