// A throw-away PostgreSQL server for tests: a fresh cluster in a temp dir, on a free
// 127.0.0.1 port, with trust auth, removed again on stop() or when this process exits.
//   CLI: node scripts/postgres-server.mjs                  prints the URL, stops on Ctrl-C
//        node scripts/postgres-server.mjs <command> [args]  runs the command with TEST_DATABASE_URL set
import { execFile, spawn, spawnSync } from 'node:child_process';
import { chownSync, closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { ensurePostgresBinaries } from './postgres-binaries.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const run = promisify(execFile);

// Only local connections, and only from this machine over TCP.
const HBA = 'local all all trust\nhost all all 127.0.0.1/32 trust\n';
// Durability is pointless for a server deleted after the run; these make it much faster.
const SPEED_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

/** Servers still running, stopped synchronously if this process exits or is signalled. */
const running = new Set();

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const asOwner = (owner) => (owner ? { uid: owner.uid, gid: owner.gid } : {});
const readLog = (file) => {
  try {
    return readFileSync(file, 'utf8').slice(-4000);
  } catch {
    return '';
  }
};

async function initCluster({ binDir, owner }, dataDir) {
  const initdb = path.join(binDir, 'initdb');
  const args = ['-D', dataDir, '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--auth=trust', '--no-sync'];
  await run(initdb, [...args, '--no-instructions'], asOwner(owner));
  const hba = path.join(dataDir, 'pg_hba.conf');
  writeFileSync(hba, HBA);
  if (owner) chownSync(hba, owner.uid, owner.gid);
}

/** Starts postgres on `port`; resolves once it accepts connections, rejects if it exits first. */
async function launch({ binDir, owner }, tempDir, dataDir, port, logFile) {
  const log = openSync(logFile, 'a');
  const args = ['-D', dataDir, '-p', String(port), '-k', tempDir, '-c', 'listen_addresses=127.0.0.1'];
  const child = spawn(path.join(binDir, 'postgres'), [...args, ...SPEED_SETTINGS.flatMap((s) => ['-c', s])], {
    stdio: ['ignore', log, log],
    // Its own process group: a Ctrl-C in the terminal reaches us, and we stop it in order.
    detached: true,
    ...asOwner(owner),
  });
  closeSync(log);
  // Never keeps this process alive by itself; the exit handlers stop it.
  child.unref();
  let exited = false;
  const markExited = () => {
    exited = true;
  };
  child.on('exit', markExited);
  child.on('error', markExited);
  const isReady = path.join(binDir, 'pg_isready');
  const deadline = Date.now() + 30_000;
  while (!exited && Date.now() < deadline) {
    const probe = spawnSync(isReady, ['-q', '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-t', '1']);
    if (probe.status === 0) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!exited) child.kill('SIGKILL');
  return undefined;
}

function stopSync(server) {
  if (!running.delete(server)) return;
  server.watchdog.kill('SIGKILL');
  const stopped = spawnSync(server.pgCtl, ['stop', '-D', server.dataDir, '-m', 'fast', '-w', '-t', '20'], {
    stdio: 'ignore',
    ...asOwner(server.owner),
  });
  if (stopped.status !== 0) server.child.kill('SIGKILL');
  rmSync(server.tempDir, { recursive: true, force: true });
}

function installExitHandlers() {
  if (installExitHandlers.done) return;
  installExitHandlers.done = true;
  process.on('exit', () => {
    for (const server of running) stopSync(server);
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    const onSignal = () => {
      for (const server of running) stopSync(server);
      // Without other handlers the signal must still end the process, as it would have by default.
      if (process.listenerCount(signal) === 1) {
        process.off(signal, onSignal);
        process.kill(process.pid, signal);
      }
    };
    process.on(signal, onSignal);
  }
}

/**
 * Starts a fresh PostgreSQL server. Returns `{ url, stop }`; `url` is a superuser URL
 * (postgres://postgres@127.0.0.1:PORT/postgres) and `stop()` shuts the server down and
 * deletes its files.
 */
export async function startPostgres() {
  const binaries = ensurePostgresBinaries();
  const { owner } = binaries;
  const tempDir = mkdtempSync(path.join(tmpdir(), 'store-pg-'));
  const dataDir = path.join(tempDir, 'data');
  const logFile = path.join(tempDir, 'postgres.log');
  try {
    if (owner) chownSync(tempDir, owner.uid, owner.gid);
    await initCluster(binaries, dataDir);
    // A free port can be taken by someone else before postgres binds it; try a few.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const port = await freePort();
      const child = await launch(binaries, tempDir, dataDir, port, logFile);
      if (!child) continue;
      const watchdog = spawn(
        process.execPath,
        [path.join(here, 'postgres-watchdog.mjs'), String(process.pid), String(child.pid), tempDir],
        { detached: true, stdio: 'ignore' },
      );
      watchdog.unref();
      const pgCtl = path.join(binaries.binDir, 'pg_ctl');
      const server = { child, watchdog, pgCtl, owner, dataDir, tempDir };
      running.add(server);
      installExitHandlers();
      return {
        url: `postgres://postgres@127.0.0.1:${port}/postgres`,
        port,
        async stop() {
          stopSync(server);
        },
        /** Stops the server abruptly, stays down for `downMs`, and starts it again on the same port and data. */
        async restart(downMs = 0) {
          spawnSync(pgCtl, ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '20'], {
            stdio: 'ignore',
            ...asOwner(owner),
          });
          await new Promise((resolve) => setTimeout(resolve, downMs));
          const again = await launch(binaries, tempDir, dataDir, port, logFile);
          if (!again) throw new Error(`PostgreSQL did not come back:\n${readLog(logFile)}`);
          server.watchdog.kill('SIGKILL');
          server.child = again;
          server.watchdog = spawn(
            process.execPath,
            [path.join(here, 'postgres-watchdog.mjs'), String(process.pid), String(again.pid), tempDir],
            { detached: true, stdio: 'ignore' },
          );
          server.watchdog.unref();
        },
      };
    }
    throw new Error(`PostgreSQL did not start:\n${readLog(logFile)}`);
  } catch (error) {
    rmSync(tempDir, { recursive: true, force: true });
    throw error;
  }
}

async function cli() {
  const server = await startPostgres();
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.log(`PostgreSQL ready at ${server.url} (Ctrl-C stops it and deletes its data)`);
    // Stay alive until a signal; the exit handlers then stop the server.
    setInterval(() => {}, 1 << 30);
    return;
  }
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: server.url } });
  child.on('exit', async (code, signal) => {
    await server.stop();
    process.exit(code ?? (signal ? 1 : 0));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  cli().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
