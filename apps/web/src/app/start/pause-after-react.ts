// Imported by src/main.tsx right after React: the app's other modules run in a task of their own, so
// starting the app never holds the page for the whole of it (see docs/decisions/013).
import { nextTask } from '../../lib/next-task';

await nextTask();
