import { spawn } from 'node:child_process';

/**
 * Runs this program again in a child process with `flag` (a module's command; `doing` names it in an error) and waits for it to end: work
 * whose memory the C allocator would keep (sharp, libvips) is given back to the system when the child exits.
 */
export function runProgramChild(flag: string, doing: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1] ?? '', flag], {
      stdio: 'inherit',
      env: process.env,
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${doing} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}
