// Runs beside a throw-away PostgreSQL server started by postgres-server.mjs and removes it
// when the process that started it dies without stopping it (SIGKILL, crash, closed CI job).
// Usage: node postgres-watchdog.mjs <parent pid> <postgres pid> <temp dir>
import { rmSync } from 'node:fs';

const [parentPid, serverPid, tempDir] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4]];

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

const timer = setInterval(() => {
  if (!alive(serverPid)) process.exit(0);
  if (alive(parentPid)) return;
  clearInterval(timer);
  // SIGQUIT is PostgreSQL's immediate shutdown; nothing in a throw-away server needs saving.
  process.kill(serverPid, 'SIGQUIT');
  const deadline = Date.now() + 10_000;
  const reap = setInterval(() => {
    if (alive(serverPid) && Date.now() < deadline) return;
    if (alive(serverPid)) process.kill(serverPid, 'SIGKILL');
    clearInterval(reap);
    rmSync(tempDir, { recursive: true, force: true });
  }, 100);
}, 500);
