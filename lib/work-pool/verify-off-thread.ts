import path from "node:path";
import { AppError } from "../errors";
import type { CallVerdict } from "../guard";
import type { ReplyJudgement, VerifyResult } from "../verify";
import type { JudgeImportTask, TaskKind, VerifyReplyTask } from "./verify-tasks";
import { PoolBusyError, TaskError, TaskTimeoutError, WorkerPool } from "./worker-pool";

/** Wall time one verification may take on a pool thread (GROUNDCHECK_VERIFY_BUDGET_MS), in ms. */
export const VERIFY_BUDGET_MS = Number(process.env.GROUNDCHECK_VERIFY_BUDGET_MS ?? 10_000);

let pool: WorkerPool | null = null;

// The thread loads the TypeScript source (not a bundle), found from the app's root: the working
// directory of `next start`, vitest and the scripts, or GROUNDCHECK_ROOT.
function verifyPool(): WorkerPool {
  pool ??= new WorkerPool(path.join(/* turbopackIgnore: true */ process.env.GROUNDCHECK_ROOT ?? process.cwd(), "lib", "work-pool", "verify-worker.ts"));
  return pool;
}

/** Stops the pool's threads (a script that wants to exit at once). */
export async function closeVerifyPool() {
  await pool?.close();
  pool = null;
}

async function runTask<T>(kind: TaskKind, input: unknown, what: string, budgetMs = VERIFY_BUDGET_MS): Promise<T> {
  try {
    return await verifyPool().run<T>(kind, input, budgetMs);
  } catch (err) {
    if (err instanceof TaskError) throw new AppError(err.failure.code as never, err.failure.message, err.failure.details);
    if (err instanceof TaskTimeoutError) {
      throw new AppError("unprocessable", `Checking ${what} took longer than the ${budgetMs} ms budget and was stopped; nothing was recorded. Send shorter replies.`, { budget_ms: budgetMs });
    }
    if (err instanceof PoolBusyError) throw new AppError("rate_limited", "Every verification thread is busy. Try again in a second.", { retryAfterSeconds: 1 });
    throw err;
  }
}

/** verifyReplyWithJudge on a pool thread, refused with 413 over the claim limit, 422 over the time budget. */
export function verifyReplyOffThread(task: VerifyReplyTask, budgetMs?: number): Promise<VerifyResult> {
  return runTask("verifyReply", task, "this reply", budgetMs);
}

/** An import's tool-call replay and reply verification on a pool thread (same limits). */
export function judgeImportOffThread(task: JudgeImportTask, budgetMs?: number): Promise<{ verdicts: CallVerdict[]; replies: ReplyJudgement[] }> {
  return runTask("judgeImport", task, "this transcript", budgetMs);
}
