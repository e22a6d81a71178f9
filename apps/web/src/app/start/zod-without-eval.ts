// Imported by src/main.tsx before any module that parses with zod. The store's pages forbid eval (their Content-Security-Policy has no
// 'unsafe-eval'). Left to itself, zod probes for eval with `new Function` at its first object parse: the browser
// refuses it and reports a policy violation, and finding that report's source position parses the app's whole
// start-up chunk again on the main thread. Parsing without compiled parsers is what the page could do anyway.
import { config } from 'zod/mini';

config({ jitless: true });
