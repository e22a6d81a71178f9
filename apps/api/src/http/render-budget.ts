import { clientAddressKey } from '../lib/client-address-key';

/** The longest rest between two renders. */
const MAX_REST_MS = 100;

interface Job {
  client: string;
  draw: () => Promise<string>;
  resolve: (html: string | undefined) => void;
  reject: (error: unknown) => void;
  deadline: number;
}

export interface RenderBudgetOptions {
  /** Renders waiting for their turn; a request past them gets the fallback at once. */
  queueLimit?: number;
  /** A queued render not started by then is dropped for the fallback: the visitor is not kept waiting. */
  maxWaitMs?: number;
}

/**
 * Who may have a new page drawn now. Pages are drawn on the render thread (render-thread.ts), but filling,
 * compressing and sending each new page still costs the event loop a few milliseconds, and a crowd of new
 * pages would keep the thread busy for everybody: so pages are drawn one at a time, each followed by a rest
 * as long as the render took (at most MAX_REST_MS), and every request that arrived in between (a checkout, a
 * webhook, the back office) is answered before the next render starts. A client (keyed by clientAddressKey:
 * an IPv6 /64 is one client) holds at most one place in the queue, so however many connections it opens it
 * gets one render at a time and every other client still finds room. A refused render answers undefined:
 * the caller sends the page the browser draws itself.
 */
export class RenderBudget {
  private readonly queue: Job[] = [];
  private readonly holding = new Set<string>();
  private busy = false;
  private readonly queueLimit: number;
  private readonly maxWaitMs: number;

  constructor({ queueLimit = 4, maxWaitMs = 1000 }: RenderBudgetOptions = {}) {
    this.queueLimit = queueLimit;
    this.maxWaitMs = maxWaitMs;
  }

  /** Whether a render for this client would be taken now: a refused one need not even read its data. */
  admits(address: string): boolean {
    return !this.holding.has(clientAddressKey(address)) && this.queue.length < this.queueLimit;
  }

  /** Draws the page when the budget allows, else answers undefined at once. */
  run(address: string, draw: () => Promise<string>): Promise<string | undefined> {
    if (!this.admits(address)) return Promise.resolve(undefined);
    const client = clientAddressKey(address);
    this.holding.add(client);
    return new Promise((resolve, reject) => {
      this.queue.push({ client, draw, resolve, reject, deadline: Date.now() + this.maxWaitMs });
      if (!this.busy) this.next();
    });
  }

  private next(): void {
    const job = this.queue.shift();
    if (!job) {
      this.busy = false;
      return;
    }
    this.busy = true;
    if (Date.now() > job.deadline) {
      this.holding.delete(job.client);
      job.resolve(undefined);
      this.next();
      return;
    }
    const started = performance.now();
    job
      .draw()
      .then(job.resolve, job.reject)
      .finally(() => {
        this.holding.delete(job.client);
        const took = performance.now() - started;
        // setImmediate first: the requests that waited during the render are read before the rest is timed.
        // A first render waits for the renderer's code to load, not on the loop: its rest is capped.
        setImmediate(() => setTimeout(() => this.next(), Math.min(took, MAX_REST_MS)));
      });
  }
}
