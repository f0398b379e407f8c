import type { z } from "zod";
import type { DbClient } from "../db";
import { verifyReplyWithJudge } from "../verify";
import { loadClauseLibrary } from "../clauses/load-clause-library";
import { holdItem } from "./hold-item";
import { mixAfterHold } from "../answer-key/mix-answer-key-items";
import { loadRunForCheck } from "./load-run";
import type { checkReplyInput } from "./schemas";

type Input = z.infer<typeof checkReplyInput>;

/** Evidence budget for reply checks, in characters (GROUNDCHECK_EVIDENCE_BUDGET; 0 = none). */
export const EVIDENCE_BUDGET = Number(process.env.GROUNDCHECK_EVIDENCE_BUDGET ?? 400_000);

/**
 * Checks a reply before it is sent. Only a grounded reply with nothing held passes; anything
 * else is held for a person, with each claim's verdict and source locations.
 */
export async function checkReplyForRun(db: DbClient, agentId: string, runId: string, input: Input) {
  const [{ run, messages, guard }, clauses] = await Promise.all([loadRunForCheck(db, runId, agentId), loadClauseLibrary(db)]);
  const result = await verifyReplyWithJudge({ run: messages, facts: { customerId: run.ticket.customer.externalId } }, input.text, {
    clauses,
    policy: guard.policy,
    budget: EVIDENCE_BUDGET,
  });
  const pass = result.verdict === "grounded" && !result.held;
  const reasons = [...new Set(result.claims.filter((c) => c.verdict !== "grounded" || c.held).map((c) => c.verdict))];
  const payload = { text: input.text };

  const saved = await db.$transaction(async (tx) => {
    const check = await tx.check.create({
      data: {
        runId,
        kind: "reply",
        position: messages.length,
        decision: pass ? "pass" : "hold",
        code: result.verdict,
        payload,
        findings: result.claims as object,
        message: pass ? "grounded" : `held: ${reasons.join(", ")}`,
        telemetry: result.telemetry as object,
        truncated: result.telemetry.truncated,
      },
    });
    const held = pass ? null : await holdItem(tx, run, { id: check.id, kind: "reply", toolName: null, payload, findings: result.claims, reasonCodes: reasons });
    return { check, held };
  });

  if (saved.held) await mixAfterHold(db);
  return {
    check_id: saved.check.id,
    decision: pass ? "pass" : "hold",
    verdict: result.verdict,
    claims: result.claims,
    telemetry: result.telemetry,
    ...(saved.held ? { held_item_id: saved.held.id, payload_hash: saved.held.payloadHash } : {}),
  };
}
