import type { DbClient, DbTx } from "../db";
import { buildLedger, checkToolCall } from "../guard";
import { isPassingVerdict, verifyReplyWithJudge } from "../verify";
import { loadClauseLibrary } from "../clauses/load-clause-library";
import { guardFor } from "../agent-api/load-run";
import { EVIDENCE_BUDGET } from "../agent-api/check-reply";

export interface Recheck {
  /** allow / pass: the edit may be approved. Anything else: it may not. */
  decision: "allow" | "reject" | "hold" | "pass";
  code: string;
  message: string;
  findings: unknown;
}

/**
 * Runs an edited payload through the same checks as the original, on the evidence the original
 * was checked against (the run's messages before the check). An edit is judged, never trusted.
 */
export async function recheckPayload(db: DbClient | DbTx, heldItemId: string, edited: unknown): Promise<Recheck> {
  const item = await db.heldItem.findUniqueOrThrow({
    where: { id: heldItemId },
    include: { check: { include: { run: { include: { agent: true, ticket: { include: { customer: true } } } } } } },
  });
  const { check } = item;
  const run = check.run;
  const rows = await db.message.findMany({ where: { runId: run.id, position: { lt: check.position } }, orderBy: { position: "asc" }, select: { content: true } });
  const messages = rows.map((r) => r.content);
  const guard = guardFor(run.agent);
  if (item.kind === "write") {
    const verdict = checkToolCall({
      guard,
      ledger: buildLedger(messages, guard.policy),
      call: { id: check.callId ?? "edit", name: check.toolName ?? "", rawArguments: edited },
      facts: { customerId: run.ticket.customer.externalId },
    });
    return { decision: verdict.decision, code: verdict.code, message: verdict.message, findings: verdict.findings };
  }
  const text = typeof edited === "object" && edited !== null && typeof (edited as { text?: unknown }).text === "string" ? (edited as { text: string }).text : String(edited ?? "");
  const result = await verifyReplyWithJudge({ run: messages, facts: { customerId: run.ticket.customer.externalId } }, text, {
    clauses: await loadClauseLibrary(db),
    policy: guard.policy,
    budget: EVIDENCE_BUDGET,
  });
  const pass = isPassingVerdict(result.verdict) && !result.held;
  return { decision: pass ? "pass" : "hold", code: result.verdict, message: pass ? "grounded" : "the edited reply is still not grounded", findings: result.claims };
}
