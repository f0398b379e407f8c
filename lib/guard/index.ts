/**
 * Groundcheck's tool-call guard. Framework-free: agents embed it, the CLI runs it, the app calls it.
 *
 *   const guard = createGuard({ tools, policy });          // once per agent configuration
 *   const ledger = buildLedger(messages, guard.policy);   // once per run, then extendLedger(...)
 *   const verdict = checkToolCall({ guard, ledger, call, facts, state });
 *   if (verdict.decision !== "allow") send verdict.error back to the model instead of running the tool.
 */
export { GUARD_CODES, RETRY_ADVICE, type GuardCode, type RetryAdvice } from "./codes";
export type { AmountDerivation, Decision, EntityContext, EvidenceLocation, Finding, FindingStatus, GuardCall, ModelError, NearMiss, Verdict } from "./types";
export { FINDING_STATUSES } from "./types";
export { resolveCustomer, type RunCustomer } from "./resolve-customer";
export type { Ledger, LedgerSource, EntityRecord } from "./ledger-types";
export { createGuard, closeSchema, type Guard, type CompiledTool } from "./create-guard";
export { buildLedger, createLedger, extendLedger } from "./build-ledger";
export { applyLedgerDelta, deltaMarks, EMPTY_MARK, encodeLedgerDelta, markLedger, type LedgerMark } from "./ledger-snapshot";
export { verdictResponse, type HeldRef } from "./verdict-response";
export { checkToolCall, type CheckToolCallOptions } from "./guard-call";
export { createRunState, type RunState, type Attempt } from "./run-state";
export { replayRun, type CallVerdict } from "./replay-run";
export { canonicalize } from "./canonicalize";
export { oneEditAway } from "./find-near-miss";
export { findOccurrences, locate } from "./locate-evidence";
export { jsonPathAt } from "./json-path-at";

import type { Guard } from "./create-guard";

/** Invented tool names with how often each was requested, most requested first. */
export function inventedToolCounts(guard: Guard): Array<{ name: string; count: number }> {
  return [...guard.inventedTools].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** The guard's tools and their parameter names, in definition order: what the reply verifier's lookup check reads. */
export function toolParameterNames(guard: Guard): Array<{ name: string; parameters: string[] }> {
  return guard.toolNames.map((name) => {
    const props = guard.tools.get(name)?.def.parameters?.properties;
    return { name, parameters: props && typeof props === "object" ? Object.keys(props) : [] };
  });
}
