import type { DbClient, DbTx } from "../db";
import type { JobKind } from "./job-kinds";
import { wakeWorker } from "./wake-worker";

/**
 * Adds a job. Inside a transaction it is committed (or rolled back) with the work that caused it,
 * so a decision and its webhook are never one without the other. With `key`, a job already
 * queued under that key absorbs this one (e.g. one answer-key mix pending at a time).
 */
export async function enqueueJob(db: DbClient | DbTx, job: { kind: JobKind; payload?: object; key?: string; runAt?: Date; maxAttempts?: number }): Promise<void> {
  const payload = JSON.stringify(job.payload ?? {});
  const runAt = job.runAt ?? new Date();
  await db.$executeRaw`
    INSERT INTO "Job" (id, kind, payload, key, "runAt", "maxAttempts")
    VALUES (${`job_${crypto.randomUUID()}`}, ${job.kind}, ${payload}::jsonb, ${job.key ?? null}, ${runAt}, ${job.maxAttempts ?? 6})
    ON CONFLICT (key) DO NOTHING`;
  // This instance's worker need not wait for its next poll (other instances find it on theirs).
  wakeWorker();
}
