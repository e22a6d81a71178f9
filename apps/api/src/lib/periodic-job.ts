/**
 * Runs `pass` now and every `intervalMs`, never two at once in this process, each failure logged; answers the
 * function that stops it. Several instances may run the same job: a pass must be safe to run twice at once.
 */
export function startPeriodicJob(pass: () => Promise<unknown>, log: (error: unknown) => void, intervalMs: number) {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    pass()
      .catch(log)
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** How often retention passes run: the periods are days, so an hour late is nothing. */
export const RETENTION_INTERVAL_MS = 3_600_000;

/** The moment `days` before `now`, as stored timestamps are written. */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
