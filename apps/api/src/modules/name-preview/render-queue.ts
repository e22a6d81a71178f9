/**
 * Runs picture renders one at a time with at most `maxWaiting` waiting: a flood of new names
 * (each render takes tens of milliseconds and some megabytes) is turned away, not piled up in memory.
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency = 1,
    private readonly maxWaiting = 16,
  ) {}

  /** The task's result, or undefined when the queue is full. */
  async run<T>(task: () => Promise<T>): Promise<T | undefined> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) return undefined;
      // Resumed by a finishing task, which hands its place over.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
