// Remembers every child process and temp folder the bench makes, and removes them on any exit.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const children = new Set();
/** Children started in a process group of their own (npm and what it spawns): killed as a group. */
const groups = new WeakSet();
const folders = new Set();
let hooked = false;

function killAll() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        if (groups.has(child)) process.kill(-child.pid, 'SIGKILL');
        else child.kill('SIGKILL');
      } catch {}
    }
  }
  children.clear();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  folders.clear();
}

function hook() {
  if (hooked) return;
  hooked = true;
  // 'exit' runs synchronously even after process.exit(); signals get a clean exit code first.
  process.on('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      console.error(`\nbench: ${signal}, cleaning up`);
      process.exit(130);
    });
  }
}

/**
 * Tracks a spawned child so it is killed when the bench ends, however it ends. With `group`,
 * the child was spawned `detached` (its own process group) and the whole group is killed.
 */
export function trackChild(child, { group = false } = {}) {
  hook();
  children.add(child);
  if (group) groups.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** A fresh folder under the system temp dir, removed when the bench ends. */
export function tempDir(label) {
  hook();
  const folder = mkdtempSync(path.join(os.tmpdir(), `store-bench-${label}-`));
  folders.add(folder);
  return folder;
}

export function removeTempDir(folder) {
  rmSync(folder, { recursive: true, force: true });
  folders.delete(folder);
}

/** Kills a tracked child now (its whole group when it has one). */
export function killChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    if (groups.has(child)) process.kill(-child.pid, 'SIGKILL');
    else child.kill('SIGKILL');
  } catch {}
}

/** Kills children and removes folders now (also done on exit). */
export function cleanupNow() {
  killAll();
}

/** Rejects after `ms` with a message naming the step, and calls onTimeout first (to kill what hangs). */
export async function withTimeout(promise, ms, label, onTimeout) {
  let timer;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => {
      onTimeout?.();
      reject(new Error(`${label} took longer than ${Math.round(ms / 1000)} s`));
    }, ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
