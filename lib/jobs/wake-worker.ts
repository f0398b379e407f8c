// In-process nudge: enqueueing wakes this instance's worker at once instead of at its next poll.
const listeners = new Set<() => void>();

export function onWorkerWake(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function wakeWorker(): void {
  // A job enqueued inside a transaction is visible only after the commit: look a moment later.
  for (const l of listeners) setTimeout(l, 20);
}
