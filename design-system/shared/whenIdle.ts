/** Runs `task` when the browser is next idle (or at once after this task where it cannot tell); answers a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(task, 0);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(task);
  return () => window.cancelIdleCallback(handle);
}
