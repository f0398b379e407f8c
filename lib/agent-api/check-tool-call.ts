import type { z } from "zod";
import type { DbClient } from "../db";
import { checkToolCall as judgeToolCall, createRunState, verdictResponse, type Attempt, type Verdict } from "../guard";
import type { holdItem } from "../held-items/hold-item";
import { queueAnswerKeyMix } from "../answer-key/queue-answer-key-mix";
import { argumentsPayload } from "../held-items/payload-hash";
import { cachedGuard, compiledGuard, loadRunForCheck, loadRunForKeyedCheck, loadRunMessages } from "./load-run";
import type { ApiCaller } from "./api-keys";
import type { KeyClaim } from "./with-api-key";
import { deferredSegment, evidenceCovers, evidenceReadFrom, forgetRunEvidence, hasRunEvidence, runEvidence, segmentFailed, segmentStored, wholeSegment, type PendingSegment } from "./run-evidence-cache";
import { compactSegments, restoreEvidence, storeSegment } from "./evidence-segments";
import { forgetRunCheckState, nextStreak, rememberRunCheckState, runCheckState } from "./run-check-state";
import { holdCheck, insertCheck, type Expected } from "./record-tool-check";
import { appendEvents } from "./append-events";
import { serialPerRun } from "./run-serial";
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
 * and the evidence segment are written in one: one read and one write per allowed check. When this
 * process verified the key and checked the run last, with nothing appended since, there is no read:
 * the one statement writes only if all of that is still so (record-tool-check.ts Expected).
 */
export function checkToolCallForRun(db: DbClient, agent: string | KeyClaim, runId: string, input: Input, profile?: CheckProfile): Promise<CheckResponse> {
  return serialPerRun(runId, () => checkInTurn(db, agent, runId, input, profile));
}

/** One check, with no other check of the run in flight in this process (run-serial.ts). */
async function checkInTurn(db: DbClient, agent: string | KeyClaim, runId: string, input: Input, profile?: CheckProfile): Promise<CheckResponse> {
  let t = performance.now();
  const lap = (stage: Parameters<CheckProfile>[0]) => {
    const now = performance.now();
    profile?.(stage, now - t);
    t = now;
  };
  const key = typeof agent === "string" ? null : agent;
  const events = input.events ?? [];
  const ids = events.map((e) => e.id);
  // A key this process verified, on a run it checked last (as far as it knows): no read at all.
  const cached = key?.known ? cachedBasis(key.known, runId, events) : null;
  let basis: Basis;
  let fresh: Event[];
  let chain = 0;
  if (cached) {
    lap("restore");
    basis = cached;
    fresh = freshEvents(events, []);
  } else {
    // An instance that has not seen the run starts from the segments other instances persisted.
    chain = hasRunEvidence(runId) ? 0 : await restoreEvidence(db, runId, key ? { key } : { agentId: agent as string }, async (a) => (await cachedGuard(db, a)).policy);
    lap("restore");
    // Only the messages since this process last checked the run are read and indexed.
    const from = evidenceReadFrom(runId);
    const loaded = key ? await loadRunForKeyedCheck(db, key, runId, from, ids) : await loadRunForCheck(db, runId, agent as string, from, ids);
    basis = { ...loaded, from, streak: streakOf(loaded.recent), expect: undefined };
    fresh = freshEvents(events, loaded.known);
  }
  const { run, guard, agentVersion } = basis;
  lap("load");
  const step = fresh.some((e) => !storedAsSent(e.message)) ? null : await runEvidence(runId, agentVersion, guard.policy, basis.from, basis.messages, () => loadRunMessages(db, runId), fresh.map((e) => e.message));
  if (!step) {
    // Cached state that is not where the evidence is: read.
    if (cached) return checkAgain(db, key!, runId, input, profile, false);
    // The events cannot go where this read put them (the run moved meanwhile): store them the slow way.
    return appendThenCheck(db, run.agentId, runId, fresh, input.call, profile);
  }
  lap("evidence");
  const state = createRunState();
  state.rejected = [...basis.streak];

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
  const appended = { expected: basis.messageCount, fresh, added: step.added, resultKind: (tool: string | null) => (tool && guard.policy.tools[tool]?.resultKind) || "observation" };
  // Most checks are allowed or rejected: one statement stores the events, the check, the count and the segment.
  // A hold writes the events, the check, its held item and the count together.
  // A write that failed (a full window, an error) stored none of the events the evidence now has.
  const unstored = (err: unknown): never => {
    if (fresh.length) forgetRunEvidence(runId);
    throw err;
  };
  let saved: { check: { id: string }; held: Awaited<ReturnType<typeof holdItem>> | null; toolChecks: number } | "moved" | "stale";
  if (verdict.decision === "hold") {
    const held = await holdCheck(db, data, run, key, appended, { payload, findings: verdict.findings, code: verdict.code }, basis.expect).catch(unstored);
    if (held !== "stale" && !held.eventsInPlace) forgetRunEvidence(runId);
    saved = held;
  } else {
    const out = await insertCheck(db, data, key, appended, step.segment, basis.expect).catch(unstored);
    saved = typeof out === "string" ? out : { check: { id: out.id }, held: null, toolChecks: out.toolChecks };
  }
  lap("write");
  if (saved === "stale") return checkAgain(db, key!, runId, input, profile, fresh.length > 0);
  if (saved === "moved") {
    // Counted already (the statement's count ran); the slow path must not count again.
    forgetRunEvidence(runId);
    forgetRunCheckState(runId);
    return appendThenCheck(db, run.agentId, runId, fresh, input.call, profile);
  }
  const streak = nextStreak(basis.streak, data);
  rememberRunCheckState(runId, { run, agentVersion, messageCount: basis.messageCount + fresh.length, toolChecks: saved.toolChecks, streak }, basis.toolChecks);
  if (step.segment && verdict.decision !== "hold") segmentStored(step.segment);
  if (step.segmentDue) setTimeout(() => storeLater(db, deferredSegment(runId), storeSegment), 0);
  if (chain > COMPACT_AFTER) setTimeout(() => storeLater(db, wholeSegment(runId), compactSegments), 0);
  if (saved.held) await queueAnswerKeyMix(db);
  return verdictResponse(verdict, saved.check.id, saved.held);
}

/** What a check is judged on: read from the database, or this process's state of the run (then `expect` is set). */
type Basis = Pick<Awaited<ReturnType<typeof loadRunForCheck>>, "run" | "guard" | "agentVersion" | "messages" | "messageCount" | "toolChecks"> & { from: number; streak: Attempt[]; expect: Expected | undefined };

/**
 * The basis of a check from cached state alone, when there is all of it: the run's check state for
 * the key's agent, its evidence up to exactly the message count that state knows, the agent's
 * compiled guard. Its write then requires all of that to be current (Expected).
 */
function cachedBasis(caller: ApiCaller, runId: string, events: Event[]): Basis | null {
  const s = runCheckState(runId);
  if (!s || s.run.agentId !== caller.agentId || !evidenceCovers(runId, s.agentVersion, s.messageCount)) return null;
  const guard = compiledGuard(s.run.agentId, s.agentVersion);
  if (!guard) return null;
  const expect = { keyId: caller.keyId, agentVersion: s.agentVersion, toolChecks: s.toolChecks, messageCount: s.messageCount, eventIds: events.map((e) => e.id) };
  return { run: s.run, guard, agentVersion: s.agentVersion, messages: [], messageCount: s.messageCount, toolChecks: s.toolChecks, from: s.messageCount, streak: s.streak, expect };
}

/**
 * Cached state turned out not to be current (another instance or request moved the run, the key
 * was revoked, the agent changed): nothing was written or counted, so the check starts over with a
 * read. Evidence extended by this request's unstored events is dropped first.
 */
function checkAgain(db: DbClient, key: KeyClaim, runId: string, input: Input, profile: CheckProfile | undefined, extended: boolean): Promise<CheckResponse> {
  if (extended) forgetRunEvidence(runId);
  forgetRunCheckState(runId);
  return checkInTurn(db, { ...key, known: null }, runId, input, profile);
}

// The retry cap counts consecutive rejections in this run: rebuild that streak from the record.
function streakOf(recent: Awaited<ReturnType<typeof loadRunForCheck>>["recent"]): Attempt[] {
  const streak: Attempt[] = [];
  for (const c of recent) {
    if (c.decision !== "reject") break;
    streak.unshift({ call_id: c.callId ?? "", tool: c.toolName ?? "", code: c.code as never, message: c.message });
  }
  return streak;
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
  return checkInTurn(db, agentId, runId, { call }, profile);
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
