import type { z } from "zod";
import type { DbClient } from "../db";
import { loadClauseLibrary } from "../clauses/load-clause-library";
import { judgeImportOffThread } from "../work-pool/verify-off-thread";
import { appendEventsIn } from "./append-events";
import { EVIDENCE_BUDGET } from "../agents/evidence-budget";
import { holdItem } from "../held-items/hold-item";
import { recordReplyCheck } from "./record-reply-check";
import { queueAnswerKeyMix } from "../answer-key/queue-answer-key-mix";
import { argumentsPayload } from "../held-items/payload-hash";
import { findRunForAgent, guardFor } from "./load-run";
import { REQUEST_LIMITS } from "./request-limits";
import type { importTranscriptInput } from "./schemas";
import { createRunIn, findRunByIdempotencyKey, isUniqueViolation } from "./start-run";

type Input = z.infer<typeof importTranscriptInput>;

const alreadyImported = (runId: string) => ({ run_id: runId, imported: false, reason: "this idempotency key was imported before" });

/**
 * Imports a finished transcript for review after the fact: the same checks as live, replayed
 * causally (each call and reply judged only on what came before it). Because the actions already
 * happened, every call the guard would not have allowed, rejected or held, becomes a held item, and
 * so does every reply that is not grounded. Importing the same idempotency key again changes nothing.
 *
 * Atomic: the judgement runs first (on a pool thread, within the time budget), then the run, its
 * messages, checks and held items are written in one transaction that also takes the idempotency
 * key. Any failure (a limit, the budget, the database) leaves the key free for a retry.
 */
export async function importTranscript(db: DbClient, agentId: string, input: Input) {
  const existing = await findRunByIdempotencyKey(db, agentId, input.idempotency_key);
  if (existing) return alreadyImported(existing.id);

  const agent = await db.agent.findUniqueOrThrow({ where: { id: agentId }, select: { id: true, tools: true, policy: true, updatedAt: true } });
  const clauses = await loadClauseLibrary(db);
  const { verdicts, replies } = await judgeImportOffThread({
    agent: { ...agent, updatedAt: agent.updatedAt.getTime() },
    messages: input.messages,
    customerId: input.customer.id,
    clauses,
    budget: EVIDENCE_BUDGET,
    maxClaims: REQUEST_LIMITS.claimsPerReply,
  });
  const guard = guardFor(agent);
  const calls = new Map<string, unknown>();
  for (const m of input.messages) {
    for (const tc of (m as { tool_calls?: { id?: string; function?: { arguments?: unknown } }[] }).tool_calls ?? []) calls.set(String(tc.id), tc.function?.arguments);
    const blocks = Array.isArray((m as { content?: unknown }).content) ? ((m as { content: unknown[] }).content as { type?: string; id?: string; input?: unknown }[]) : [];
    for (const b of blocks) if (b?.type === "tool_use") calls.set(String(b.id), b.input);
  }

  const held: string[] = [];
  const tally = { tool_calls: { allow: 0, reject: 0, hold: 0 }, replies: { pass: 0, hold: 0 } };
  let runId: string;
  try {
    runId = await db.$transaction(
      async (tx) => {
        const created = await createRunIn(tx, agentId, input, "import");
        await appendEventsIn(tx, agentId, created.id, { events: input.messages.map((message, i) => ({ id: `m${i}`, message })) });
        const run = await findRunForAgent(tx, created.id, agentId);
        for (const v of verdicts) {
          tally.tool_calls[v.verdict.decision]++;
          const payload = argumentsPayload(calls.get(v.callId));
          const check = await tx.check.create({
            data: {
              runId: run.id,
              kind: "tool_call",
              position: v.messageIndex,
              toolName: v.tool,
              callId: v.callId,
              writes: guard.tools.get(v.tool)?.roles.writes ?? false,
              decision: v.verdict.decision,
              code: v.verdict.code,
              argsGrounded: v.verdict.args_grounded,
              payload: payload as object,
              findings: v.verdict.findings as object,
              message: v.verdict.message,
            },
          });
          if (v.verdict.decision !== "allow") {
            held.push((await holdItem(tx, run, { id: check.id, kind: "tool_call", toolName: v.tool, payload, findings: v.verdict.findings, reasonCodes: [v.verdict.code] })).id);
          }
        }
        for (const r of replies) {
          const content = (input.messages[r.message_index] as { content?: unknown }).content;
          const text = typeof content === "string" ? content : (content as { type?: string; text?: string }[]).filter((b) => b?.type === "text").map((b) => b.text).join("\n");
          const saved = await recordReplyCheck(tx, run, r.message_index, text, r);
          tally.replies[saved.pass ? "pass" : "hold"]++;
          if (saved.held) held.push(saved.held.id);
        }
        await tx.run.update({ where: { id: run.id }, data: { endedAt: new Date() } });
        return run.id;
      },
      { timeout: 60_000 },
    );
  } catch (err) {
    // Two imports of one key at once: the loser's transaction rolled back whole; answer as a repeat.
    if (isUniqueViolation(err)) {
      const raced = await findRunByIdempotencyKey(db, agentId, input.idempotency_key);
      if (raced) return alreadyImported(raced.id);
    }
    throw err;
  }
  if (held.length) await queueAnswerKeyMix(db);
  return { run_id: runId, imported: true, ...tally, held_item_ids: held };
}
