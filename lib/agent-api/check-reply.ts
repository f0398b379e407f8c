import type { z } from "zod";
import type { DbClient } from "../db";
import { toolParameterNames } from "../guard";
import { verifyReplyOffThread } from "../work-pool/verify-off-thread";
import { REQUEST_LIMITS } from "./request-limits";
import { EVIDENCE_BUDGET } from "../agents/evidence-budget";
import { loadClauseLibrary } from "../clauses/load-clause-library";
import { recordReplyCheck } from "./record-reply-check";
import { queueAnswerKeyMix } from "../answer-key/queue-answer-key-mix";
import { loadRunForCheck } from "./load-run";
import type { checkReplyInput } from "./schemas";

type Input = z.infer<typeof checkReplyInput>;

/**
 * Checks a reply before it is sent. Only a grounded reply with nothing held passes; anything
 * else is held for a person, with each claim's verdict and source locations.
 */
export async function checkReplyForRun(db: DbClient, agentId: string, runId: string, input: Input) {
  const [{ run, messages, guard }, clauses] = await Promise.all([loadRunForCheck(db, runId, agentId), loadClauseLibrary(db)]);
  // Off the event loop: a heavy reply occupies one pool thread, within a time budget.
  const result = await verifyReplyOffThread({
    messages,
    customerId: run.ticket.customer.externalId,
    text: input.text,
    clauses,
    policy: guard.policy,
    tools: toolParameterNames(guard),
    budget: EVIDENCE_BUDGET,
    maxClaims: REQUEST_LIMITS.claimsPerReply,
  });
  const saved = await db.$transaction((tx) => recordReplyCheck(tx, run, messages.length, input.text, result));
  if (saved.held) await queueAnswerKeyMix(db);
  return {
    check_id: saved.check.id,
    decision: saved.pass ? "pass" : "hold",
    verdict: result.verdict,
    claims: result.claims,
    telemetry: result.telemetry,
    ...(saved.held ? { held_item_id: saved.held.id, payload_hash: saved.held.payloadHash } : {}),
  };
}
