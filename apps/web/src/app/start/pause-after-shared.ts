// Imported by src/main.tsx right after the shared package: its schemas, built as it is evaluated, take a task of
// their own, apart from the router and the providers.
import { nextTask } from '../../lib/next-task';

await nextTask();
