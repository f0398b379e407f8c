import { deriveAmount, formatCents, type CountOperand, type PolicyAmount } from "../evidence";
import type { Guard } from "./create-guard";
import type { Ledger } from "./ledger-types";
import { locate } from "./locate-evidence";
import { fieldText, isObj, occurrencesUnderKey, parsedSource } from "./read-record";
import { ledgerPolicyAmounts } from "./run-evidence";
import type { AmountDerivation, EvidenceLocation } from "./types";

type Obj = Record<string, unknown>;
const MAX_COUNTS = 12;
/** Words of tool names that say what record a tool acts on, never what it hands out. */
const RECORD_WORDS = new Set(["user", "users", "customer", "customers", "account", "accounts", "order", "orders", "item", "items", "details", "info", "id", "ids", "to", "for", "the", "a", "of", "by"]);

/** The policy's amounts, when inference.policyAmounts is on. */
export function policyAmounts(l: Ledger, guard: Guard): PolicyAmount[] {
  return guard.policy.inference.policyAmounts ? ledgerPolicyAmounts(l, guard.clausePassages) : [];
}

/**
 * Policy amounts that govern a tool handing something out: the tool moves money against no charged
 * record (`charged` false), and a policy passage stating an amount hands out what the tool's name
 * says, a word of its name after the verb ("send_voucher" and "offer a voucher ... $100 times
 * the number of passengers"). Such a tool's amount must be the policy's: neither a price that
 * happened to be on screen nor the sum of two is how a voucher is worth what it is. Read from the
 * tool's name and the operator's policy, so no list of compensation words is kept here.
 */
export function governingAmounts(list: PolicyAmount[], toolName: string, charged = false): PolicyAmount[] {
  if (charged) return [];
  const words = toolName.split(/[._\-\s]+|(?=[A-Z])/).slice(1).map((w) => w.toLowerCase()).filter((w) => w.length >= 4 && !RECORD_WORDS.has(w));
  if (!words.length) return [];
  // The passage hands the thing out ("offer a voucher", "issue a credit"): a word merely mentioned ("in a reservation") governs nothing.
  return list.filter((a) => words.some((w) => new RegExp(`\\b(?:offer|give|issue|send|provide|grant|award)s?\\s+(?:the\\s+|a\\s+|an\\s+|one\\s+)?(?:\\w+\\s+)?${w.replace(/s$/, "")}s?\\b`, "i").test(a.passage.text)));
}

/** Counts the run showed for a noun: the lengths of `<noun>s` lists in its records (passengers of a reservation, items of an order). */
function countsFor(l: Ledger, noun: string, onlySources?: Set<number>): Array<CountOperand & { evidence?: EvidenceLocation }> {
  const keys = [`${noun}s`, noun, `${noun}es`];
  const out: Array<CountOperand & { evidence?: EvidenceLocation }> = [];
  const seen = new Set<number>();
  for (let src = l.sources.length - 1; src >= 0 && out.length < MAX_COUNTS; src--) {
    const s = l.sources[src];
    if (s.source !== "tool_result" || !s.json || !s.indexed || (onlySources !== undefined && !onlySources.has(src))) continue;
    const key = keys.find((k) => s.text.includes(`"${k}"`));
    if (!key) continue;
    const walk = (v: unknown) => {
      if (Array.isArray(v)) return v.forEach(walk);
      if (!isObj(v)) return;
      const list = v[key];
      if (Array.isArray(list) && list.length > 0 && !seen.has(list.length)) {
        seen.add(list.length);
        const idKey = Object.keys(v).find((k) => /_id$/.test(k) && fieldText(v as Obj, k) !== null);
        const id = idKey ? fieldText(v as Obj, idKey)! : null;
        const occ = idKey && id ? occurrencesUnderKey(l, id, idKey).find((o) => l.occSrc[o] === src) : undefined;
        out.push({ n: list.length, label: `${key}${id ? ` on ${idKey!.replace(/_id$/, "")} ${id}` : ""} (${s.toolName ?? "a tool result"}, message ${s.messageIndex})`, ...(occ !== undefined ? { evidence: locate(l, occ) } : {}) });
      }
      Object.values(v).forEach(walk);
    };
    walk(parsedSource(l, src));
  }
  return out;
}

/**
 * An amount the operator's policy sets, alone ("a $50 certificate") or times a count the run showed
 * ("$100 per passenger" x the 3 passengers on the reservation). `entitySources` (the tool results
 * holding the record the call acts on) narrow the counts to that record when it lists such things.
 */
export function matchPolicyAmount(l: Ledger, list: PolicyAmount[], cents: number, entitySources?: Set<number>): AmountDerivation | null {
  for (const a of list) {
    if (a.cents !== cents) continue;
    return { kind: "policy", formula: `${formatCents(cents)}${a.per ? ` (per ${a.per}, × 1)` : ""} as the policy states`, terms: [{ cents, label: "the policy" }], passage: passageOf(a) };
  }
  for (const a of list) {
    if (!a.per || cents % a.cents !== 0) continue;
    // The record the call acts on counts first; when none of its sightings lists such things, any record the run showed.
    let counts = entitySources?.size ? countsFor(l, a.per, entitySources) : [];
    if (!counts.length) counts = countsFor(l, a.per);
    const d = deriveAmount(cents, [{ cents: a.cents, label: `the policy's ${formatCents(a.cents)} per ${a.per}` }], counts, { maxTerms: 2, differences: false });
    if (!d || d.kind !== "product" || !d.count) continue;
    const count = counts.find((c) => c === d.count || (c.n === d.count!.n && c.label === d.count!.label));
    return {
      kind: "policy",
      formula: `${formatCents(a.cents)} per ${a.per} × ${d.count.n} ${d.count.label.split(" ")[0]} = ${formatCents(cents)}`,
      terms: [{ cents: a.cents, label: `per ${a.per}, as the policy states` }],
      count: { n: d.count.n, label: d.count.label, ...(count?.evidence ? { evidence: count.evidence } : {}) },
      passage: passageOf(a),
    };
  }
  return null;
}

function passageOf(a: PolicyAmount): NonNullable<AmountDerivation["passage"]> {
  const p = a.passage;
  return { source: p.source, text: p.text, span: p.span, amountSpan: a.span, ...(p.clauseId ? { clauseId: p.clauseId } : {}), ...(p.clauseVersion ? { clauseVersion: p.clauseVersion } : {}), ...(p.messageIndex !== undefined ? { messageIndex: p.messageIndex } : {}) };
}

/** "$100 per passenger (system prompt, message 0)" for messages. */
export function describePolicyAmount(a: PolicyAmount): string {
  const where = a.passage.source === "clause" ? `clause ${a.passage.clauseId}` : `system prompt, message ${a.passage.messageIndex}`;
  return `${formatCents(a.cents)}${a.per ? ` per ${a.per}` : ""} (${where})`;
}
