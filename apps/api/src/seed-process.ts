import { spawn } from 'node:child_process';

/** The flag that makes main.ts seed the demo catalogue and exit. */
export const SEED_ONLY_FLAG = '--seed-demo-catalogue';
/** The flag that makes main.ts draw the demo media pack (into the folder after it) and exit. */
export const DEMO_MEDIA_FLAG = '--write-demo-media';

/**
 * Seeds the demo catalogue in a child process: drawing the preview images and PDFs
 * (sharp, libvips) takes about 100 MB that the C allocator keeps once it has it, and a
 * child gives all of it back to the system when it exits.
 */
export function seedInChildProcess(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1] ?? '', SEED_ONLY_FLAG], {
      stdio: 'inherit',
      env: process.env,
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`seeding the demo catalogue failed (${signal ?? `exit ${code}`})`)),
    );
  });
}
