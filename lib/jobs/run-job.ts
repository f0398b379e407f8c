import type { DbClient } from "../db";
import { deliverWebhook } from "../agent-api/deliver-webhook";
import { mixAnswerKeyItems } from "../answer-key/mix-answer-key-items";
import { deliverTeamWebhook } from "../notifications/team-webhook";
import type { JobKind } from "./job-kinds";

export interface Attempt {
  attempt: number;
  maxAttempts: number;
}

/** Runs one job of a known kind. Throwing means "try again later" (or failed, on the last attempt). */
export async function runJob(db: DbClient, kind: JobKind, payload: unknown, attempt: Attempt): Promise<void> {
  switch (kind) {
    case "webhook.deliver":
      return deliverWebhook(db, String((payload as { deliveryId?: unknown }).deliveryId ?? ""), attempt);
    case "answer_key.mix":
      // Idempotent by construction (each known item is mixed in at most once), so a re-run after a
      // lost lease changes nothing that already happened.
      await mixAnswerKeyItems(db, { max: 5 });
      return;
    case "team_webhook.deliver":
      return deliverTeamWebhook(payload);
    default: {
      const never: never = kind;
      throw new Error(`unhandled job kind ${String(never)}`);
    }
  }
}
