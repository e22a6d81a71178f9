// Imported by src/main.tsx between the app's providers and its pages: another task boundary while the app starts.
import { nextTask } from '../../lib/next-task';

await nextTask();
