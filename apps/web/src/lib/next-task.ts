interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a task of its own, once the browser has had its turn (to paint, to answer a tap). Not a timer:
 * a timer in a background tab waits a second or more.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
