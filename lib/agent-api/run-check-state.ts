/**
 * What a tool-call check reads besides the run's messages, kept per run in process (issue 15): the
 * run's fixed fields, the agent version its guard was built under, and the retry cap's streak of
 * consecutive rejections. With it (and the run's evidence, run-evidence-cache.ts) a check needs no
 * read: its one statement writes only while the run still is where this state says (the same
 * `messageCount` and `toolChecks`, open, the agent unchanged, the key unrevoked), so a check or an
 * event that any instance recorded meanwhile sends the check back to the read path.
 */
import type { Attempt } from "../guard";
import type { HoldContext } from "./load-run";

/** The read path reads the 50 newest tool-call checks: the streak never holds more. */
export const STREAK_CHECKS = 50;

export interface RunCheckState {
  run: HoldContext & { agentId: string };
  /** The agent's updatedAt (ms) when the state was read. */
  agentVersion: number;
  messageCount: number;
  /** The run's `toolChecks` after the last check this state includes. */
  toolChecks: number;
  /** The current streak of rejected calls, oldest first, as the read path rebuilds it from the record. */
  streak: Attempt[];
}

/**
 * Runs kept; the least recently checked go first. A state is a few hundred bytes; a streak whose
 * messages pass STREAK_CHARS is not kept (its run's checks read), so all of it stays under 100 MB.
 */
const MAX_RUNS = 10_000;
const STREAK_CHARS = 8 * 1024;
const states = new Map<string, RunCheckState>();

export function runCheckState(runId: string): RunCheckState | undefined {
  return states.get(runId);
}

export function forgetRunCheckState(runId: string): void {
  states.delete(runId);
}

/** The streak after recording a check: a rejection extends it, anything else (allow, hold) ends it. */
export function nextStreak(streak: Attempt[], check: { decision: string; callId: string | null; toolName: string | null; code: string; message: string }): Attempt[] {
  if (check.decision !== "reject") return [];
  return [...streak, { call_id: check.callId ?? "", tool: check.toolName ?? "", code: check.code as Attempt["code"], message: check.message }].slice(-STREAK_CHECKS);
}

/**
 * After a check's statement recorded it: `toolChecks` is what the statement returned, `basedOn`
 * the value the state it judged on had. Anything else in between (a concurrent check) means the
 * streak may miss a check, so nothing is kept and the next check reads.
 */
export function rememberRunCheckState(runId: string, state: RunCheckState, basedOn: number): void {
  states.delete(runId);
  if (state.toolChecks !== basedOn + 1) return;
  if (state.streak.reduce((n, a) => n + a.message.length + a.call_id.length + a.tool.length, 0) > STREAK_CHARS) return;
  states.set(runId, state);
  if (states.size > MAX_RUNS) states.delete(states.keys().next().value!);
}

/** For tests and benchmarks: a fresh process. */
export function clearRunCheckStates(): void {
  states.clear();
}
