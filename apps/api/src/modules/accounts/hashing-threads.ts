import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { HashingPace } from './hashing-pace';

/** argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The hashing threads' nice value (0 is the event loop's; 19 the lowest priority). */
export const HASHING_NICE = 19;

type Job = { op: 'hash'; password: string } | { op: 'verify'; password: string; hash: string };

/**
 * The hashing thread: synchronous argon2id, one job at a time. Plain CommonJS evaluated as the
 * worker, so the bundled server needs no file of its own for it.
 */
const THREAD_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const argon2 = require(workerData.library);
// Linux keeps a nice value per thread: this one yields the CPU to the event loop (and to everything else the
// store answers) whenever both want it, so a login flood slows logins, not the catalogue. Elsewhere: ignored.
try { require('node:os').setPriority(workerData.nice); } catch {}
parentPort.on('message', (job) => {
  try {
    const result = job.op === 'hash'
      ? argon2.hashSync(job.password, workerData.options)
      : argon2.verifySync(job.hash, job.password);
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

interface Pending {
  job: Job;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

class HashingThread {
  private readonly worker: Worker;
  private current: Pending | undefined;
  private startedAt = 0;

  constructor(
    library: string,
    private readonly onFree: (thread: HashingThread, ms: number) => void,
    private readonly onLost: (thread: HashingThread) => void,
  ) {
    this.worker = new Worker(THREAD_CODE, {
      eval: true,
      workerData: { library, options: ARGON2ID, nice: HASHING_NICE },
    });
    // An idle thread never keeps the process alive (a CLI that hashed one password exits).
    this.worker.unref();
    this.worker.on('message', (answer: { result?: string | boolean; error?: string }) => {
      const done = this.current;
      this.current = undefined;
      this.worker.unref();
      if (answer.error === undefined) done?.resolve(answer.result as string | boolean);
      else done?.reject(new Error(answer.error));
      this.onFree(this, performance.now() - this.startedAt);
    });
    let gone = false;
    const lost = (error: Error) => {
      if (gone) return;
      gone = true;
      this.current?.reject(error);
      this.current = undefined;
      this.onLost(this);
    };
    this.worker.on('error', lost);
    this.worker.on('exit', (code) => lost(new Error(`hashing thread stopped (exit ${code})`)));
  }

  run(pending: Pending): void {
    this.current = pending;
    this.startedAt = performance.now();
    this.worker.ref();
    this.worker.postMessage(pending.job);
  }
}

/**
 * argon2id on threads of their own, one hash each at a time: one per core but one, so a login flood
 * leaves the event loop a core (with two cores, logins queue for the one hashing thread), and paced while the
 * event loop is busy with other requests (hashing-pace.ts).
 */
export class HashingThreads {
  private readonly idle: HashingThread[] = [];
  private readonly queue: Pending[] = [];
  private started = 0;
  private readonly library = createRequire(import.meta.url).resolve('@node-rs/argon2');
  private readonly pace: HashingPace;
  private paused: NodeJS.Timeout | undefined;

  constructor(private readonly size = Math.max(1, availableParallelism() - 1)) {
    this.pace = new HashingPace(size);
  }

  hash(password: string): Promise<string> {
    return this.submit({ op: 'hash', password }) as Promise<string>;
  }

  verify(hash: string, password: string): Promise<boolean> {
    return this.submit({ op: 'verify', password, hash }) as Promise<boolean>;
  }

  private submit(job: Job): Promise<string | boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0 && this.paused === undefined) {
      const wait = this.pace.wait();
      if (wait > 0) {
        this.paused = setTimeout(() => {
          this.paused = undefined;
          this.dispatch();
        }, wait);
        return;
      }
      let thread = this.idle.pop();
      if (!thread && this.started < this.size) {
        this.started += 1;
        thread = new HashingThread(
          this.library,
          (free, ms) => {
            this.pace.finished(ms);
            this.idle.push(free);
            this.dispatch();
          },
          (lost) => {
            this.started -= 1;
            const at = this.idle.indexOf(lost);
            if (at >= 0) this.idle.splice(at, 1);
            this.dispatch();
          },
        );
      }
      if (!thread) return;
      thread.run(this.queue.shift() as Pending);
    }
  }
}
