/**
 * Checks of one run in this process, one after another (issue 15). A check judged on cached state
 * writes only if the run is still where that state says; two checks of one run at once both judge
 * on the same state, one write wins and the other goes stale: a wasted statement, a read and a
 * second write, and the cached state is dropped, so the next check reads too. An agent that sends
 * parallel tool calls, or many clients on one run, paid that on nearly every check. Queued here,
 * each check starts from the state the previous one left, one statement each. Other instances still
 * meet through the optimistic write; this only orders what one process sends.
 */
const tails = new Map<string, Promise<unknown>>();

export function serialPerRun<T>(runId: string, work: () => Promise<T>): Promise<T> {
  const before = tails.get(runId) ?? Promise.resolve();
  const mine = before.then(work, work);
  // The map holds only the newest tail; the last one out removes it, so idle runs cost nothing.
  const tail = mine.then(
    () => undefined,
    () => undefined,
  );
  tails.set(runId, tail);
  void tail.then(() => {
    if (tails.get(runId) === tail) tails.delete(runId);
  });
  return mine;
}

/** Runs with a check in flight or waiting (tests). */
export function runsInFlight(): number {
  return tails.size;
}
