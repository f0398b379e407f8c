import { normalizeRun } from "../run/normalize-run";
import type { NormalizedRun, RunEntry } from "../run/types";
import type { Policy } from "../policy/types";
import { emptyPolicy } from "../policy/parse-policy";
import { calculatorExpression, missingOperands, numbersInText, pairWithin } from "../evidence";
import { canonicalNumber } from "./canonicalize";
import { entityMatcher, type EntityMatcher } from "./entity-matcher";
import { indexSubtokens, indexTextAmounts } from "./index-text";
import { addAmount, addOccurrence, createLedgerStore } from "./ledger-store";
import type { Ledger } from "./ledger-types";
import { scanJson } from "./scan-json";

const matchers = new WeakMap<Ledger, EntityMatcher>();

/** An empty ledger for a run, configured with the policy's entities. Feed it with `extendLedger`. */
export function createLedger(policy: Policy = emptyPolicy()): Ledger {
  const l = createLedgerStore(policy.entities);
  const ci = new Set(Object.entries(policy.idKinds).filter(([, k]) => k.caseInsensitive).map(([name]) => name));
  matchers.set(l, entityMatcher(policy.entities, ci));
  return l;
}

// Tool results that report a failure usually echo the argument that failed ("Error: reservation
// ZZ9 not found", {"error": "order SU-1 not found"}); indexing them would let an invented id
// ground itself.
const ERROR_RESULT = /^\s*(?:(?:error|exception|traceback)\b|\{\s*"(?:error|errors)"\s*:)/i;

/**
 * Add normalised entries to the ledger. Only entries with `seq >= ledger.nextSeq` are read, so it is
 * safe to pass the whole list again as the conversation grows. Tool results and the customer's
 * words are evidence; the system prompt and the assistant's own words are not.
 */
export function extendLedger(ledger: Ledger, entries: RunEntry[]): Ledger {
  const m = matchers.get(ledger) ?? entityMatcher(ledger.entityPolicies, new Set());
  for (const e of entries) {
    if (e.seq < ledger.nextSeq) continue;
    ledger.nextSeq = e.seq + 1;
    if (e.role === "tool") {
      const indexed = !e.isError && !ERROR_RESULT.test(e.content.slice(0, 40));
      const first = firstNonSpace(e.content);
      const json = first === 123 || first === 91;
      const src = ledger.sources.push({ seq: e.seq, messageIndex: e.index, toolCallId: e.toolCallId, toolName: e.toolName, source: "tool_result", text: e.content, json, indexed }) - 1;
      if (!indexed) continue;
      if (json) scanJson(ledger, src, e.content, m);
      else {
        // Plain text or a bare scalar ("255.0"): the whole value and the id-like tokens in it.
        indexSubtokens(ledger, e.content, src, 0, false, true);
        const v = e.content.trim();
        // A calculator's answer is an amount only when its inputs are (lib/evidence/calculator-results).
        const expr = calculatorExpression(ledger.callArgs.get(e.toolCallId));
        if (v && Number.isFinite(Number(v)) && !(expr && !calculationBacked(ledger, expr))) {
          // A bare number (a calculator's "255.0") is read in major units, as such tools are used for prices.
          const start = e.content.indexOf(v);
          addAmount(ledger, Number(v), 1, addOccurrence(ledger, canonicalNumber(v), src, start, start + v.length, -1));
        }
      }
    } else if (e.role === "system") {
      ledger.system.push({ seq: e.seq, index: e.index, text: e.text });
    } else if (e.role === "assistant") {
      for (const c of e.toolCalls) {
        ledger.callArgs.set(c.id, c.rawArguments);
        ledger.callLog.push(c.id);
      }
    } else if (e.role === "user") {
      const src = ledger.sources.push({ seq: e.seq, messageIndex: e.index, toolCallId: null, toolName: null, source: "user", text: e.text, json: false, indexed: true }) - 1;
      indexSubtokens(ledger, e.text, src, 0, false, true);
      indexTextAmounts(ledger, e.text, src);
    }
  }
  return ledger;
}

/**
 * Every operand of a calculator's expression is an amount the ledger holds, a number of the
 * operator's prompt (a fee it sets) or of a failed call's message, a small count, or two amounts of
 * one source added or subtracted.
 */
function calculationBacked(ledger: Ledger, expr: string): boolean {
  const seen = new Set<number>();
  const bySource = new Map<number, Set<number>>();
  for (let i = 0; i < ledger.amountCount; i++) {
    const cents = ledger.amountCents[i];
    seen.add(cents);
    const src = ledger.amountOcc[i] >= 0 ? ledger.occSrc[ledger.amountOcc[i]] : -1;
    let set = bySource.get(src);
    if (!set) bySource.set(src, (set = new Set()));
    set.add(cents);
  }
  for (const s of ledger.system) for (const c of numbersInText(s.text)) seen.add(c);
  // A failed call's message states numbers too ("total price is 375, but paid 299"): not ids, but inputs.
  for (const s of ledger.sources) if (s.source === "tool_result" && !s.indexed) for (const c of numbersInText(s.text.slice(0, 2000))) seen.add(c);
  return missingOperands(expr, (k) => seen.has(k), (k) => pairWithin(bySource.values(), k)).length === 0;
}

function firstNonSpace(s: string): number {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9) return c;
  }
  return -1;
}

/** Build a run's ledger in one go from raw messages (either format) or an already normalised run. */
export function buildLedger(run: unknown[] | NormalizedRun, policy: Policy = emptyPolicy()): Ledger {
  const normalized = Array.isArray(run) ? normalizeRun(run) : run;
  return extendLedger(createLedger(policy), normalized.entries);
}
