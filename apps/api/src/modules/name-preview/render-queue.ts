export type QueueOutcome<T> =
  | { kind: 'done'; value: T }
  /** The address already has `perAddress` renders running or waiting. */
  | { kind: 'address-full' }
  /** Every waiting place is taken, by addresses with no more waiting than this one. */
  | { kind: 'busy' };

interface QueueLimits {
  concurrency: number;
  maxWaiting: number;
  perAddress: number;
}

/**
 * Runs picture renders `concurrency` at a time (each takes tens of milliseconds and some megabytes) with at
 * most `maxWaiting` waiting, so a flood is turned away rather than piled up in memory. Waiting renders are
 * taken round-robin by client address: a flooding address waits behind itself, not in front of everybody.
 */
export class RenderQueue {
  private readonly limits: QueueLimits;
  private running = 0;
  private waitingCount = 0;
  // Map order is the turn order: an address served with more still waiting goes to the back.
  private readonly waiting = new Map<string, ((admitted: boolean) => void)[]>();
  private readonly inFlight = new Map<string, number>();

  constructor(limits: Partial<QueueLimits> = {}) {
    this.limits = { concurrency: 1, maxWaiting: 16, perAddress: 4, ...limits };
  }

  async run<T>(address: string, task: () => Promise<T>): Promise<QueueOutcome<T>> {
    if ((this.inFlight.get(address) ?? 0) >= this.limits.perAddress) return { kind: 'address-full' };
    this.count(address, 1);
    if (this.running < this.limits.concurrency) {
      this.running += 1;
    } else if (!(await this.wait(address))) {
      this.count(address, -1);
      return { kind: 'busy' };
    }
    try {
      return { kind: 'done', value: await task() };
    } finally {
      this.count(address, -1);
      // A finishing render hands its place to the next address in turn.
      if (!this.admitNext()) this.running -= 1;
    }
  }

  /** Renders running or waiting for the address. */
  inFlightFor(address: string): number {
    return this.inFlight.get(address) ?? 0;
  }

  /** Resolves true when admitted, false when pushed out by an address with fewer waiting. */
  private wait(address: string): Promise<boolean> {
    if (this.waitingCount >= this.limits.maxWaiting && !this.pushOutHeaviest(address)) return Promise.resolve(false);
    return new Promise((resolve) => {
      const own = this.waiting.get(address);
      if (own) own.push(resolve);
      else this.waiting.set(address, [resolve]);
      this.waitingCount += 1;
    });
  }

  private admitNext(): boolean {
    const turn = this.waiting.entries().next().value;
    if (!turn) return false;
    const [address, queue] = turn;
    const next = queue.shift() as (admitted: boolean) => void;
    this.waiting.delete(address);
    if (queue.length > 0) this.waiting.set(address, queue);
    this.waitingCount -= 1;
    next(true);
    return true;
  }

  /** When the queue is full, the newest waiter of the address with the most waiting gives way to a lighter one. */
  private pushOutHeaviest(address: string): boolean {
    let heaviest: string | undefined;
    let most = (this.waiting.get(address)?.length ?? 0) + 1;
    for (const [other, queue] of this.waiting) {
      if (queue.length > most) {
        heaviest = other;
        most = queue.length;
      }
    }
    if (heaviest === undefined) return false;
    const queue = this.waiting.get(heaviest) as ((admitted: boolean) => void)[];
    const pushedOut = queue.pop() as (admitted: boolean) => void;
    if (queue.length === 0) this.waiting.delete(heaviest);
    this.waitingCount -= 1;
    pushedOut(false);
    return true;
  }

  private count(address: string, change: 1 | -1): void {
    const next = (this.inFlight.get(address) ?? 0) + change;
    if (next > 0) this.inFlight.set(address, next);
    else this.inFlight.delete(address);
  }
}
