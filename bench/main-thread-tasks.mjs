// What held the page's main thread in one Lighthouse run, from its trace: Chrome's navigation commit, and the
// page's own longest task after it, each as wall time and the thread's CPU time (docs/decisions/023, 024).

const TASK = 'RunTask';
const COMMIT = 'DocumentLoader::CommitNavigation';
const ms = (microseconds) => Math.round((microseconds ?? 0) / 100) / 10;
const longestOf = (tasks) => tasks.reduce((most, task) => (most && most.dur >= task.dur ? most : task), undefined);

/** `{ commit, longest }` with `{ wallMs, cpuMs }` each, or undefined when the trace has no first paint. */
export function mainThreadTasks(traceEvents) {
  // The page's own main thread: where its main frame's navigation started (a WebUI page may paint too).
  const start = traceEvents.findLast(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      /^https?:/.test(event.args.data.documentLoaderURL ?? ''),
  );
  const paint = traceEvents.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === start?.pid && event.tid === start?.tid,
  );
  if (!paint) return undefined;
  const onThread = traceEvents.filter((event) => event.pid === paint.pid && event.tid === paint.tid);
  const tasks = onThread.filter((event) => event.name === TASK && event.ph === 'X' && event.dur);
  // The longest task that commits a document before the first paint: the page's, not an inner frame's.
  const commits = onThread.filter((event) => event.name === COMMIT && event.ts >= start.ts && event.ts <= paint.ts);
  const committing = tasks.filter((task) => commits.some((c) => task.ts <= c.ts && c.ts <= task.ts + task.dur));
  const commit = longestOf(committing);
  const after = tasks.filter((task) => task !== commit && task.ts >= (commit ? commit.ts + commit.dur : 0));
  const longest = longestOf(after);
  const timing = (task) => task && { wallMs: ms(task.dur), cpuMs: ms(task.tdur) };
  return { commit: timing(commit), longest: timing(longest) };
}

/** One line for a report's notes: what the run's main thread spent its longest stretches on. */
export function describeTasks(tasks) {
  if (!tasks) return 'no first paint in the trace';
  const part = (label, timing) => (timing ? `${label} ${timing.wallMs} ms (CPU ${timing.cpuMs} ms)` : `no ${label}`);
  return `${part('navigation commit', tasks.commit)}, ${part("page's longest task after it", tasks.longest)}`;
}
