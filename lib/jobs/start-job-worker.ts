import type { DbClient } from "../db";
import { onWorkerWake } from "./wake-worker";
import { workJobs } from "./work-jobs";

/**
 * The server's background worker: works due jobs every `pollMs` (jobs queued by any instance)
 * and at once when this instance queues one. One pass at a time per process; instances share
 * the work through the job table's leases. Returns a stop function.
 */
export function startJobWorker(getDb: () => Promise<DbClient>, opts: { pollMs?: number; log?: (msg: string, err: unknown) => void } = {}): () => void {
  const log = opts.log ?? ((msg, err) => console.error(`[groundcheck] ${msg}`, err));
  let busy = false;
  let again = false;
  let stopped = false;
  const pass = async () => {
    if (stopped) return;
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    try {
      do {
        again = false;
        await workJobs(await getDb());
      } while (again && !stopped);
    } catch (err) {
      log("background jobs failed; retrying at the next poll", err);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(pass, opts.pollMs ?? 1000);
  timer.unref();
  const unsubscribe = onWorkerWake(pass);
  return () => {
    stopped = true;
    clearInterval(timer);
    unsubscribe();
  };
}
