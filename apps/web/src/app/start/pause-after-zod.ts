// Imported by src/main.tsx right after zod (its core and zod/mini's functions, classes built as they are
// evaluated): the shared package's schemas and the rest of the app are evaluated in a task of their own.
import { nextTask } from '../../lib/next-task';

await nextTask();
