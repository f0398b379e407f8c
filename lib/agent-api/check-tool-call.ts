import type { z } from "zod";
import { randomUUID } from "node:crypto";
import { Prisma, type DbClient } from "../db";
import { checkToolCall as judgeToolCall, createRunState, verdictResponse, type Verdict } from "../guard";
import { holdItem } from "./hold-item";
import { queueAnswerKeyMix } from "../answer-key/queue-answer-key-mix";
import { argumentsPayload } from "./payload-hash";
import { loadRunForCheck, loadRunForKeyedCheck, loadRunMessages } from "./load-run";
import type { KeyClaim } from "./with-api-key";
import { evidenceReadFrom, runEvidence } from "./run-evidence-cache";
import { refuseOverLimit } from "./rate-limit";
import type { checkToolCallInput } from "./schemas";

type Input = z.infer<typeof checkToolCallInput>;


/** Where a check's time goes (bench/api-bench.ts --profile): called once per stage, in order. */
export type CheckProfile = (stage: "load" | "evidence" | "judge" | "write", ms: number) => void;

/**
 * Checks a tool call before it runs, against everything this run has seen so far. Records the
 * check; a hold creates a held item that must be decided before the call may run. Called with
 * the API route's KeyClaim, the key, its rate limit and the run are read in one statement and the
 * request is counted in the check's own insert: one read and one write per allowed check.
 */
export async function checkToolCallForRun(db: DbClient, agent: string | KeyClaim, runId: string, input: Input, profile?: CheckProfile) {
  let t = performance.now();
  const lap = (stage: Parameters<CheckProfile>[0]) => {
    const now = performance.now();
    profile?.(stage, now - t);
    t = now;
  };
  // Only the messages since this process last checked the run are read and indexed.
  const from = evidenceReadFrom(runId);
  const key = typeof agent === "string" ? null : agent;
  const { run, messages, recent, guard, agentVersion } = key ? await loadRunForKeyedCheck(db, key, runId, from) : await loadRunForCheck(db, runId, agent as string, from);
  lap("load");
  const evidence = await runEvidence(runId, agentVersion, guard.policy, from, messages, () => loadRunMessages(db, runId));
  lap("evidence");
  // The retry cap counts consecutive rejections in this run: rebuild that streak from the record.
  const state = createRunState();
  for (const c of recent) {
    if (c.decision !== "reject") break;
    state.rejected.unshift({ call_id: c.callId ?? "", tool: c.toolName ?? "", code: c.code as never, message: c.message });
  }

  const call = { id: input.call.id, name: input.call.name, rawArguments: input.call.arguments };
  const verdict: Verdict = judgeToolCall({ guard, ledger: evidence.ledger, call, facts: { customerId: run.ticket.customer.externalId }, state });
  lap("judge");
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
  // Most checks are allowed or rejected: one statement inserts the check and counts the request.
  // A hold writes the check, its held item and the count together.
  const saved =
    verdict.decision === "hold"
      ? await db.$transaction(async (tx) => {
          const check = await tx.check.create({ data });
          const held = await holdItem(tx, run, { id: check.id, kind: "tool_call", toolName: call.name, payload, findings: verdict.findings, reasonCodes: [verdict.code] });
          if (key && (await tx.$queryRaw<unknown[]>(key.countSql())).length === 0) refuseOverLimit();
          return { check, held };
        })
      : { check: await insertCheck(db, data, key), held: null };
  lap("write");

  if (saved.held) await queueAnswerKeyMix(db);
  return verdictResponse(verdict, saved.check.id, saved.held);
}

type CheckRow = { runId: string; kind: "tool_call"; position: number; toolName: string; callId: string; writes: boolean; decision: string; code: string; argsGrounded: number | null | undefined; payload: object; findings: object; message: string };

/**
 * The check's insert as one statement, with the request's rate-limit count when the route passed its
 * key: the check is written only if the count moved (the window was not full), else nothing is.
 */
async function insertCheck(db: DbClient, d: CheckRow, key: KeyClaim | null): Promise<{ id: string }> {
  const id = randomUUID();
  const count = key ? Prisma.sql`WITH counted AS (${key.countSql()}) ` : Prisma.empty;
  const onlyIfCounted = key ? Prisma.sql` WHERE EXISTS (SELECT 1 FROM counted)` : Prisma.empty;
  // createdAt from the app's clock, as Prisma's @default(now()) stamps every other row: the same
  // instant as the run's other rows (and the demo's month of history replays on a shifted clock).
  const written = await db.$executeRaw`${count}INSERT INTO "Check" (id, "createdAt", "runId", kind, position, "toolName", "callId", writes, decision, code, "argsGrounded", payload, findings, message)
    SELECT ${id}, ${new Date()}, ${d.runId}, 'tool_call', ${d.position}, ${d.toolName}, ${d.callId}, ${d.writes}, ${d.decision}, ${d.code}, ${d.argsGrounded ?? null},
      ${JSON.stringify(d.payload)}::jsonb, ${JSON.stringify(d.findings)}::jsonb, ${d.message}${onlyIfCounted}`;
  if (key && written === 0) refuseOverLimit();
  return { id };
}
