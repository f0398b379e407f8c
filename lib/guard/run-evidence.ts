import { extractPolicyAmounts, promptPolicyPassages, resolveRunClock, type PolicyAmount, type PolicyPassage, type RunClock } from "../evidence";
import type { NormalizedRun, RunEntry } from "../run/types";
import type { Ledger } from "./ledger-types";

/**
 * The shared evidence model (lib/evidence) read from a ledger: the run's clock and the amounts the
 * operator's policy sets. The ledger keeps the system messages and tool results it was fed, so the
 * guard asks the same questions of a run as the reply verifier, with one implementation.
 */
function runView(l: Ledger): NormalizedRun {
  const entries: RunEntry[] = [];
  for (const s of l.system) entries.push({ role: "system", index: s.index, seq: s.seq, text: s.text });
  for (const s of l.sources) {
    if (s.source === "tool_result") entries.push({ role: "tool", index: s.messageIndex, seq: s.seq, toolCallId: s.toolCallId ?? "", toolName: s.toolName, content: s.text, isError: !s.indexed });
  }
  return { format: "openai", entries };
}

const clocks = new WeakMap<Ledger, { key: string; clock: RunClock }>();

/** The run's clock (explicit now, else the prompt's current time, else the latest timestamp in the results, else the wall clock). */
export function ledgerClock(l: Ledger, now?: Date | string): RunClock {
  const key = `${l.system.length}|${l.sources.length}|${now === undefined ? "" : String(now)}`;
  const hit = clocks.get(l);
  // The wall clock moves: only a clock read from the run itself is cached.
  if (hit && hit.key === key && hit.clock.source !== "wall") return hit.clock;
  const clock = resolveRunClock(runView(l), now);
  clocks.set(l, { key, clock });
  return clock;
}

const amounts = new WeakMap<Ledger, { key: string; list: PolicyAmount[] }>();

/** Amounts the operator's policy states: the system prompt's passages and the guard's clause library. */
export function ledgerPolicyAmounts(l: Ledger, clausePassages: readonly PolicyPassage[]): PolicyAmount[] {
  const key = `${l.system.length}|${clausePassages.length}`;
  const hit = amounts.get(l);
  if (hit && hit.key === key) return hit.list;
  const system: NormalizedRun = { format: "openai", entries: l.system.map((s) => ({ role: "system", index: s.index, seq: s.seq, text: s.text })) };
  const list = extractPolicyAmounts([...promptPolicyPassages(system), ...clausePassages]);
  amounts.set(l, { key, list });
  return list;
}
