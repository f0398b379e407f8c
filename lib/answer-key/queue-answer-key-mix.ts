import type { DbClient, DbTx } from "../db";
import { enqueueJob } from "../jobs/enqueue-job";

/**
 * Asks for the answer-key mix to be topped up (after a real hold arrives, after a decision) as
 * background work, off the request: at most one such job waits at a time (its key absorbs the
 * rest), and the job runs mixAnswerKeyItems, which is safe to run again.
 */
export async function queueAnswerKeyMix(db: DbClient | DbTx): Promise<void> {
  await enqueueJob(db, { kind: "answer_key.mix", key: "answer_key.mix", maxAttempts: 3 });
}
