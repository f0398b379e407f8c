import type { DbClient, DbTx } from "../db";
import { isPassingVerdict, verifyReply, type VerifyResult } from "../verify";
import { packsFor } from "../verify/packs";
import { holdItem } from "../held-items/hold-item";
import { guardFor } from "../agents/agent-guard";
import { loadClauseLibrary } from "../clauses/load-clause-library";
import { copyRunPrefix } from "./copy-held-item";

/** Evidence budget of the torn notebook: small enough that the head of the dump crowds out the facts. */
export const TORN_NOTEBOOK_BUDGET = 120;

/**
 * Seed 004's false alarm, on purpose: a reply that passed the verifier, re-checked with the
 * head-first packer on a tiny budget, so honest claims come back invented or unverifiable. The
 * reply is right (the full check grounded it), the hold is real verifier output: a known-right
 * item that looks like any other held reply. Null when it would not be held even so.
 */
export async function tornNotebookVerdict(db: DbClient | DbTx, checkId: string): Promise<{ check: { id: string; runId: string; position: number; payload: unknown; createdAt: Date }; result: VerifyResult; reasons: string[] } | null> {
  const check = await db.check.findUnique({
    where: { id: checkId },
    include: { run: { include: { agent: true, ticket: { include: { customer: true } } } } },
  });
  if (!check || check.kind !== "reply" || check.decision !== "pass") return null;
  const text = (check.payload as { text?: unknown } | null)?.text;
  if (typeof text !== "string") return null;
  const rows = await db.message.findMany({ where: { runId: check.runId, position: { lt: check.position } }, orderBy: { position: "asc" }, select: { content: true } });
  const result = verifyReply({ run: rows.map((r) => r.content), facts: { customerId: check.run.ticket.customer.externalId } }, text, {
    clauses: await loadClauseLibrary(db, check.createdAt),
    policy: guardFor(check.run.agent).policy,
    packs: packsFor(guardFor(check.run.agent).policy),
    budget: TORN_NOTEBOOK_BUDGET,
    packer: "head-first",
  });
  if (isPassingVerdict(result.verdict) && !result.held) return null;
  const reasons = [...new Set(result.claims.filter((c) => c.verdict !== "grounded" || c.held).map((c) => c.verdict))];
  return { check, result, reasons };
}

/** Creates the held copy of a passed reply as the torn-notebook verifier judges it. */
export async function holdTornNotebookCopy(tx: DbTx, checkId: string) {
  const v = await tornNotebookVerdict(tx, checkId);
  if (!v) throw new Error(`check ${checkId} is no longer held on cut evidence`);
  const run = await copyRunPrefix(tx, v.check.runId, v.check.position);
  const payload = v.check.payload as object;
  const copy = await tx.check.create({
    data: {
      runId: run.id,
      kind: "reply",
      position: v.check.position,
      decision: "hold",
      code: v.result.verdict,
      payload,
      findings: v.result.claims as object,
      message: `held: ${v.reasons.join(", ")}`,
      telemetry: v.result.telemetry as object,
      truncated: v.result.telemetry.truncated,
    },
  });
  const held = await holdItem(tx, run, { id: copy.id, kind: "reply", toolName: null, payload, findings: v.result.claims, reasonCodes: v.reasons });
  return { heldItemId: held.id, runId: run.id };
}
