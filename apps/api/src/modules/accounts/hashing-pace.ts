import { performance } from 'node:perf_hooks';

/** Above this event-loop utilisation the store is busy answering requests, and hashing gives way. */
const BUSY_LOOP = 0.5;
/**
 * The share of a core each hashing thread keeps while the event loop is busy. A lower thread priority (nice 19)
 * is not enough on its own: on a machine whose cores share their execution units (two vCPUs of one core), a
 * hash running beside the event loop slows it whatever its priority.
 */
const BUSY_SHARE = 0.25;
/** How long a reading of the event loop's utilisation stands. */
const SAMPLE_MS = 100;

/** Reads the event loop's utilisation since the last call (0 to 1). */
export type LoopUtilisation = () => number;

/** The event loop's utilisation, from Node's own counters. */
export function eventLoopUtilisation(): LoopUtilisation {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    return utilization;
  };
}

/**
 * When the next hash may start. With the event loop idle (a flood of logins alone), at once; while it is busy
 * answering other requests, hashing keeps to its share of a core per thread, so logins wait a little and pages and
 * the API answer as fast as without them. A login is never refused for it, only slowed.
 */
export class HashingPace {
  private busy = false;
  private readAt = Number.NEGATIVE_INFINITY;
  private earliest = 0;

  constructor(
    private readonly threads: number,
    private readonly utilisation: LoopUtilisation = eventLoopUtilisation(),
  ) {}

  /** Milliseconds before the next hash may start (0: now). */
  wait(now = performance.now()): number {
    if (now - this.readAt >= SAMPLE_MS) {
      this.busy = this.utilisation() > BUSY_LOOP;
      this.readAt = now;
    }
    return this.busy ? Math.max(0, this.earliest - now) : 0;
  }

  /** A hash ended at `now` after `ms`: the next one may start once hashing is back within its share. */
  finished(ms: number, now = performance.now()): void {
    this.earliest = now + ms * (1 / (BUSY_SHARE * this.threads) - 1);
  }
}
