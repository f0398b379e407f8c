import type { z } from "zod";
import type { DbClient } from "../db";
import { checkToolCall as judgeToolCall, createRunState, type Verdict } from "../guard";
import { holdItem } from "./hold-item";
import { queueAnswerKeyMix } from "../answer-key/queue-answer-key-mix";
import { argumentsPayload } from "./payload-hash";
import { loadRunForCheck, loadRunMessages } from "./load-run";
import { evidenceReadFrom, runEvidence } from "./run-evidence-cache";
import type { checkToolCallInput } from "./schemas";

type Input = z.infer<typeof checkToolCallInput>;


/**
 * Checks a tool call before it runs, against everything this run has seen so far. Records the
 * check; a hold creates a held item that must be decided before the call may run.
 */
export async function checkToolCallForRun(db: DbClient, agentId: string, runId: string, input: Input) {
  // Only the messages since this process last checked the run are read and indexed.
  const from = evidenceReadFrom(runId);
  const { run, messages, recent, guard, agentVersion } = await loadRunForCheck(db, runId, agentId, from);
  const evidence = await runEvidence(runId, agentVersion, guard.policy, from, messages, () => loadRunMessages(db, runId));
  // The retry cap counts consecutive rejections in this run: rebuild that streak from the record.
  const state = createRunState();
  for (const c of recent) {
    if (c.decision !== "reject") break;
    state.rejected.unshift({ call_id: c.callId ?? "", tool: c.toolName ?? "", code: c.code as never, message: c.message });
  }

  const call = { id: input.call.id, name: input.call.name, rawArguments: input.call.arguments };
  const verdict: Verdict = judgeToolCall({ guard, ledger: evidence.ledger, call, facts: { customerId: run.ticket.customer.externalId }, state });
  const payload = argumentsPayload(input.call.arguments);
  const writes = guard.tools.get(call.name)?.roles.writes ?? false;

  const data = {
    runId,
    kind: "tool_call" as const,
    position: evidence.position,
    toolName: call.name,
    callId: call.id,
    writes,
    decision: verdict.decision,
    code: verdict.code,
    argsGrounded: verdict.args_grounded,
    payload: payload as object,
    findings: verdict.findings as object,
    message: verdict.message,
  };
  // Most checks are allowed or rejected: one insert. A hold writes the check and its held item together.
  const saved =
    verdict.decision === "hold"
      ? await db.$transaction(async (tx) => {
          const check = await tx.check.create({ data });
          const held = await holdItem(tx, run, { id: check.id, kind: "tool_call", toolName: call.name, payload, findings: verdict.findings, reasonCodes: [verdict.code] });
          return { check, held };
        })
      : { check: await db.check.create({ data, select: { id: true } }), held: null };

  if (saved.held) await queueAnswerKeyMix(db);
  return {
    check_id: saved.check.id,
    decision: verdict.decision,
    code: verdict.code,
    message: verdict.message,
    retry: verdict.retry,
    args_grounded: verdict.args_grounded,
    findings: verdict.findings,
    ...(verdict.decision === "reject" ? { error: verdict.error } : {}),
    ...(saved.held ? { held_item_id: saved.held.id, payload_hash: saved.held.payloadHash, error: verdict.error } : {}),
  };
}
