/**
 * The policy index of a run, built once: every reply of a run (and every run of an agent) shares
 * the same system prompt and clause library, and tokenising them is most of a policy match's cost.
 * Keyed by the clause array's identity and the prompt's text; a small LRU per library.
 */
import { clausePassages, promptPolicyPassages, type PolicyPassage } from "../evidence/policy-passages";
import type { NormalizedRun } from "../run/types";
import { indexPolicy, type PolicyIndex } from "./match-policy";
import type { Clause } from "./types";

const PER_LIBRARY = 16;
const NO_LIBRARY: Clause[] = [];
const cache = new WeakMap<readonly Clause[], Map<string, { passages: PolicyPassage[]; index?: PolicyIndex }>>();

export function policyFor(run: NormalizedRun, clauses: readonly Clause[] | undefined): { passages: () => PolicyPassage[]; index: () => PolicyIndex } {
  const library = clauses ?? NO_LIBRARY;
  const key = run.entries.filter((e) => e.role === "system").map((e) => `${e.index}\u0000${(e as { text: string }).text}`).join("\u0001");
  let byPrompt = cache.get(library);
  if (!byPrompt) cache.set(library, (byPrompt = new Map()));
  let entry = byPrompt.get(key);
  if (!entry) {
    entry = { passages: [...clausePassages(library), ...promptPolicyPassages(run)] };
    byPrompt.set(key, entry);
    if (byPrompt.size > PER_LIBRARY) byPrompt.delete(byPrompt.keys().next().value as string);
  }
  const e = entry;
  return { passages: () => e.passages, index: () => (e.index ??= indexPolicy(e.passages)) };
}
