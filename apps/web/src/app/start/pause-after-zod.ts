// Imported by src/main.tsx right after zod (about 85 KB, much of it classes built as it is evaluated): the shared
// package's schemas and the rest of the app are evaluated in a task of their own.
import { nextTask } from '../../lib/next-task';

await nextTask();
