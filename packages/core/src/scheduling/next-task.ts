/**
 * Resolves in a later task of the page's event loop. The widgets a page mounts at start, and the
 * site frame's behaviours, each run in a task of their own: started together they ran as one task
 * of 150 ms on the test machine (600 ms on a phone's slower CPU), in which the page could not
 * answer a tap or paint.
 * Chromium's scheduler.yield() continues ahead of other queued work; elsewhere a timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
