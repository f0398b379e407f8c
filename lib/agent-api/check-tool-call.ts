import type { z } from "zod";
import { randomUUID } from "node:crypto";
import { Prisma, type DbClient } from "../db";
import { checkToolCall as judgeToolCall, createRunState, verdictResponse, type Verdict } from "../guard";
import type { RunEntry } from "../run";
import { holdItem } from "./hold-item";
import { queueAnswerKeyMix } from "../answer-key/queue-answer-key-mix";
import { argumentsPayload } from "./payload-hash";
import { cachedGuard, loadRunForCheck, loadRunForKeyedCheck, loadRunMessages } from "./load-run";
import type { KeyClaim } from "./with-api-key";
import { deferredSegment, evidenceReadFrom, forgetRunEvidence, hasRunEvidence, runEvidence, segmentFailed, segmentStored, wholeSegment, type PendingSegment } from "./run-evidence-cache";
import { compactSegments, restoreEvidence, segmentInsertSql, storeSegment } from "./evidence-segments";
import { appendEvents, appendEventsIn } from "./append-events";
import { refuseOverLimit } from "./rate-limit";
import type { checkToolCallInput } from "./schemas";

type Input = z.infer<typeof checkToolCallInput>;
type Event = NonNullable<Input["events"]>[number];

/** Where a check's time goes (bench/check-profile.ts): called once per stage, in order. */
export type CheckProfile = (stage: "restore" | "load" | "evidence" | "judge" | "write", ms: number) => void;

type CheckResponse = ReturnType<typeof verdictResponse>;

/** A cold instance rewrites a chain longer than this as one segment, after answering. */
const COMPACT_AFTER = 32;

/**
 * Checks a tool call before it runs, against everything this run has seen so far, after storing
 * the events the request carries (the call's own message, the previous call's result: what an
 * agent would otherwise send to /events first). Records the check; a hold creates a held item
 * that must be decided before the call may run. Called with the API route's KeyClaim, the key, its
 * rate limit and the run are read in one statement, and the events, the check, the request's count
 * and the evidence segment are written in one: one read and one write per allowed check.
 */
export async function checkToolCallForRun(db: DbClient, agent: string | KeyClaim, runId: string, input: Input, profile?: CheckProfile): Promise<CheckResponse> {
  let t = performance.now();
  const lap = (stage: Parameters<CheckProfile>[0]) => {
    const now = performance.now();
    profile?.(stage, now - t);
    t = now;
  };
  const key = typeof agent === "string" ? null : agent;
  // An instance that has not seen the run starts from the segments other instances persisted.
  const chain = hasRunEvidence(runId) ? 0 : await restoreEvidence(db, runId, key ? { key } : { agentId: agent as string }, async (a) => (await cachedGuard(db, a)).policy);
  lap("restore");
  // Only the messages since this process last checked the run are read and indexed.
  const from = evidenceReadFrom(runId);
  const events = input.events ?? [];
  const ids = events.map((e) => e.id);
  const loaded = key ? await loadRunForKeyedCheck(db, key, runId, from, ids) : await loadRunForCheck(db, runId, agent as string, from, ids);
  const { run, messages, recent, guard, agentVersion } = loaded;
  lap("load");
  const fresh = freshEvents(events, loaded.known);
  const step = fresh.some((e) => !storedAsSent(e.message)) ? null : await runEvidence(runId, agentVersion, guard.policy, from, messages, () => loadRunMessages(db, runId), fresh.map((e) => e.message));
  // The events cannot go where this read put them (the run moved meanwhile): store them the slow way.
  if (!step) return appendThenCheck(db, run.agentId, runId, fresh, input.call, profile);
  lap("evidence");
  // The retry cap counts consecutive rejections in this run: rebuild that streak from the record.
  const state = createRunState();
  for (const c of recent) {
    if (c.decision !== "reject") break;
    state.rejected.unshift({ call_id: c.callId ?? "", tool: c.toolName ?? "", code: c.code as never, message: c.message });
  }

  const call = { id: input.call.id, name: input.call.name, rawArguments: input.call.arguments };
  const verdict: Verdict = judgeToolCall({ guard, ledger: step.ledger, call, facts: { customerId: run.ticket.customer.externalId }, state });
  lap("judge");
  const payload = argumentsPayload(input.call.arguments);
  const writes = guard.tools.get(call.name)?.roles.writes ?? false;

  const data = {
    runId,
    kind: "tool_call" as const,
    position: step.position,
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
  const appended = { expected: loaded.messageCount, fresh, added: step.added, resultKind: (tool: string | null) => (tool && guard.policy.tools[tool]?.resultKind) || "observation" };
  // Most checks are allowed or rejected: one statement stores the events, the check, the count and the segment.
  // A hold writes the events, the check, its held item and the count together.
  let saved: { check: { id: string }; held: Awaited<ReturnType<typeof holdItem>> | null } | "moved";
  if (verdict.decision === "hold") {
    saved = await db.$transaction(async (tx) => {
      if (fresh.length && (await appendEventsIn(tx, run.agentId, runId, { events: fresh })).message_count !== loaded.messageCount + fresh.length) forgetRunEvidence(runId);
      const check = await tx.check.create({ data });
      const held = await holdItem(tx, run, { id: check.id, kind: "tool_call", toolName: call.name, payload, findings: verdict.findings, reasonCodes: [verdict.code] });
      if (key && (await tx.$queryRaw<unknown[]>(key.countSql())).length === 0) refuseOverLimit();
      return { check, held };
    });
  } else {
    const id = await insertCheck(db, data, key, appended, step.segment);
    saved = id === "moved" ? "moved" : { check: { id }, held: null };
  }
  lap("write");
  if (saved === "moved") {
    // Counted already (the statement's count ran); the slow path must not count again.
    forgetRunEvidence(runId);
    return appendThenCheck(db, run.agentId, runId, fresh, input.call, profile);
  }
  if (step.segment && verdict.decision !== "hold") segmentStored(step.segment);
  if (step.segmentDue) setTimeout(() => storeLater(db, deferredSegment(runId), storeSegment), 0);
  if (chain > COMPACT_AFTER) setTimeout(() => storeLater(db, wholeSegment(runId), compactSegments), 0);
  if (saved.held) await queueAnswerKeyMix(db);
  return verdictResponse(verdict, saved.check.id, saved.held);
}

/** The request's events not stored yet (a retried request's are), each once. */
function freshEvents(events: Event[], known: string[]): Event[] {
  const seen = new Set(known);
  return events.filter((e) => !seen.has(e.id) && (seen.add(e.id), true));
}

// A structured tool result inside a content block is read as JSON text, and the database keeps
// JSON with its keys reordered: the evidence must come from the stored form, so such events are
// stored first and read back (the slow path).
function storedAsSent(m: Record<string, unknown>): boolean {
  return !Array.isArray(m.content) || m.content.every((b) => !b || typeof b !== "object" || !("content" in b) || typeof b.content === "string" || Array.isArray(b.content));
}

/** Stores the events as /events does, then checks the call on what the run now holds (already counted). */
async function appendThenCheck(db: DbClient, agentId: string, runId: string, fresh: Event[], call: Input["call"], profile?: CheckProfile): Promise<CheckResponse> {
  if (fresh.length) await appendEvents(db, agentId, runId, { events: fresh });
  return checkToolCallForRun(db, agentId, runId, { call }, profile);
}

// Off the answer's path; a failure only means the next segment starts from 0 again.
function storeLater(db: DbClient, segment: PendingSegment | null, store: (db: DbClient, s: PendingSegment) => Promise<void>) {
  if (!segment) return;
  store(db, segment).then(
    () => segmentStored(segment),
    (err) => {
      segmentFailed(segment);
      console.warn(`[groundcheck] storing evidence segment [${segment.from}, ${segment.to}) of run ${segment.runId} failed; the next check's segment covers it:`, err);
    },
  );
}

type CheckRow = { runId: string; kind: "tool_call"; position: number; toolName: string; callId: string; writes: boolean; decision: string; code: string; argsGrounded: number | null | undefined; payload: object; findings: object; message: string };
type Appended = { expected: number; fresh: Event[]; added: RunEntry[]; resultKind: (tool: string | null) => string };

/**
 * The check's insert as one statement, with the request's rate-limit count when the route passed
 * its key: the check is written only if the count moved (the window was not full), else nothing is.
 * With events, the run row is locked at the message count the check read: the events take the
 * next positions (tool results also stored whole) only if nothing was appended meanwhile, else
 * nothing is written and the answer is "moved". The evidence segment rides along.
 */
async function insertCheck(db: DbClient, d: CheckRow, key: KeyClaim | null, a: Appended, segment: PendingSegment | null): Promise<string | "moved"> {
  const id = randomUUID();
  // createdAt from the app's clock, as Prisma's @default(now()) stamps every other row: the same
  // instant as the run's other rows (and the demo's month of history replays on a shifted clock).
  const now = new Date();
  const ctes: Prisma.Sql[] = [];
  if (key) ctes.push(Prisma.sql`counted AS (${key.countSql()})`);
  let gate = key ? Prisma.sql`counted` : Prisma.sql`one`;
  if (!key) ctes.push(Prisma.sql`one AS (SELECT 1)`);
  if (a.fresh.length) {
    const rows = a.fresh.map((e, i) => ({ id: randomUUID(), event: e.id, position: a.expected + i, role: String(e.message.role), content: e.message }));
    const results = a.added.flatMap((r) =>
      r.role === "tool" ? [{ id: randomUUID(), position: r.index, toolCallId: r.toolCallId, toolName: r.toolName, content: r.content, sizeBytes: Buffer.byteLength(r.content), kind: a.resultKind(r.toolName) }] : [],
    );
    ctes.push(Prisma.sql`locked AS (SELECT id FROM "Run" WHERE id = ${d.runId} AND "messageCount" = ${a.expected} AND "endedAt" IS NULL AND EXISTS (SELECT 1 FROM ${gate}) FOR UPDATE)`);
    ctes.push(Prisma.sql`msgs AS (INSERT INTO "Message" (id, "runId", "eventId", position, role, content, "createdAt")
      SELECT x.id, l.id, x.event, x.position, x.role, x.content, ${now} FROM locked l, jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(id text, event text, position int, role text, content jsonb))`);
    if (results.length) {
      ctes.push(Prisma.sql`results AS (INSERT INTO "ToolResult" (id, "runId", position, "toolCallId", "toolName", content, "sizeBytes", kind, "createdAt")
        SELECT x.id, l.id, x.position, x."toolCallId", x."toolName", x.content, x."sizeBytes", x.kind::"ResultKind", ${now}
        FROM locked l, jsonb_to_recordset(${JSON.stringify(results)}::jsonb) AS x(id text, position int, "toolCallId" text, "toolName" text, content text, "sizeBytes" int, kind text))`);
    }
    ctes.push(Prisma.sql`bump AS (UPDATE "Run" SET "messageCount" = ${a.expected + rows.length} WHERE id IN (SELECT id FROM locked))`);
    gate = Prisma.sql`locked`;
  }
  if (segment) ctes.push(Prisma.sql`segment AS (${segmentInsertSql(segment, gate)})`);
  ctes.push(Prisma.sql`chk AS (INSERT INTO "Check" (id, "createdAt", "runId", kind, position, "toolName", "callId", writes, decision, code, "argsGrounded", payload, findings, message)
    SELECT ${id}, ${now}, ${d.runId}, 'tool_call', ${d.position}, ${d.toolName}, ${d.callId}, ${d.writes}, ${d.decision}, ${d.code}, ${d.argsGrounded ?? null},
      ${JSON.stringify(d.payload)}::jsonb, ${JSON.stringify(d.findings)}::jsonb, ${d.message} WHERE EXISTS (SELECT 1 FROM ${gate}) RETURNING 1)`);
  const [out] = await db.$queryRaw<{ counted: number; written: number }[]>`WITH ${Prisma.join(ctes, ", ")}
    SELECT ${key ? Prisma.sql`(SELECT count(*) FROM counted)::int` : Prisma.sql`1`} AS counted, (SELECT count(*) FROM chk)::int AS written`;
  if (Number(out.written) === 1) return id;
  if (key && Number(out.counted) === 0) refuseOverLimit();
  return "moved";
}
