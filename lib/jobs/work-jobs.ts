import { randomUUID } from "node:crypto";
import type { DbClient } from "../db";
import { backoffSeconds, JOB_KINDS, type JobKind } from "./job-kinds";
import { runJob } from "./run-job";

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

/** This process's worker id, recorded on the jobs it leases. */
export const WORKER_ID = `${process.pid}-${randomUUID().slice(0, 8)}`;

/**
 * Leases the oldest due job: a queued job whose time has come, or a running one whose lease ran
 * out (its instance stopped). One statement; SKIP LOCKED lets every instance claim at once
 * without two ever taking the same job. The key is cleared, so the same work can be queued again
 * while this runs.
 */
export async function claimJob(db: DbClient, workerId = WORKER_ID, leaseSeconds = 60): Promise<ClaimedJob | null> {
  const rows = await db.$queryRaw<ClaimedJob[]>`
    UPDATE "Job" SET status = 'running', "lockedBy" = ${workerId}, "lockedUntil" = now() + make_interval(secs => ${leaseSeconds}),
      attempts = attempts + 1, key = NULL
    WHERE id = (
      SELECT id FROM "Job"
      WHERE (status = 'queued' AND "runAt" <= now()) OR (status = 'running' AND "lockedUntil" < now())
      ORDER BY "runAt", id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, payload, attempts, "maxAttempts"`;
  return rows[0] ?? null;
}

const isKind = (k: string): k is JobKind => (JOB_KINDS as readonly string[]).includes(k);

/**
 * Claims and runs due jobs one after another until none is due (or `max` ran); returns how many
 * ran. A job that throws is retried with backoff until its attempts are used up, then marked
 * failed. Completion is conditional on still holding the lease, so a job whose lease ran out
 * and was taken over is finished by one worker only.
 */
export async function workJobs(db: DbClient, opts: { workerId?: string; max?: number } = {}): Promise<number> {
  const workerId = opts.workerId ?? WORKER_ID;
  let ran = 0;
  while (ran < (opts.max ?? Infinity)) {
    const job = await claimJob(db, workerId);
    if (!job) break;
    ran++;
    try {
      if (!isKind(job.kind)) throw new Error(`unknown job kind ${job.kind}`);
      if (job.attempts > job.maxAttempts) throw new Error("no attempts left");
      await runJob(db, job.kind, job.payload, { attempt: job.attempts, maxAttempts: job.maxAttempts });
      await db.$executeRaw`UPDATE "Job" SET status = 'done', "finishedAt" = now(), "lockedUntil" = NULL, "lastError" = NULL WHERE id = ${job.id} AND "lockedBy" = ${workerId}`;
    } catch (err) {
      const message = (err as Error).message?.slice(0, 500) ?? String(err);
      const last = !isKind(job.kind) || job.attempts >= job.maxAttempts;
      await db.$executeRaw`
        UPDATE "Job" SET status = ${last ? "failed" : "queued"}::"JobStatus", "lastError" = ${message}, "lockedUntil" = NULL,
          "runAt" = now() + make_interval(secs => ${backoffSeconds(job.attempts)}), "finishedAt" = ${last ? new Date() : null}
        WHERE id = ${job.id} AND "lockedBy" = ${workerId}`;
    }
  }
  return ran;
}
