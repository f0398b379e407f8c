import { normalizeRun } from "../run/normalize-run";
import type { NormalizedRun, RunFacts } from "../run/types";
import { createLedger, extendLedger } from "./build-ledger";
import type { Guard } from "./create-guard";
import { checkToolCall } from "./guard-call";
import type { Ledger } from "./ledger-types";
import { createRunState } from "./run-state";
import type { Verdict } from "./types";

export interface CallVerdict {
  callId: string;
  tool: string;
  /** Index of the assistant message that made the call. */
  messageIndex: number;
  verdict: Verdict;
}

/**
 * Replay a finished run causally: each tool call is judged on the ledger of what came before its
 * assistant message, so a value first seen later cannot ground it. Returns one verdict per call
 * and the final ledger (for callers that judge replies too).
 */
export function replayRun(guard: Guard, run: unknown[] | NormalizedRun, facts?: RunFacts): { verdicts: CallVerdict[]; ledger: Ledger } {
  const normalized = Array.isArray(run) ? normalizeRun(run) : run;
  const ledger = createLedger(guard.policy);
  const state = createRunState();
  const verdicts: CallVerdict[] = [];
  for (const entry of normalized.entries) {
    if (entry.role === "assistant") {
      for (const call of entry.toolCalls) {
        verdicts.push({ callId: call.id, tool: call.name, messageIndex: entry.index, verdict: checkToolCall({ guard, ledger, call, facts, state }) });
      }
    }
    extendLedger(ledger, [entry]);
  }
  return { verdicts, ledger };
}
