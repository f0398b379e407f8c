import type { Policy } from "../policy/types";
import type { Guard } from "./create-guard";
import { describePolicyAmount, governingAmounts, matchPolicyAmount, policyAmounts } from "./match-policy-amount";
import { occurrencesUnderKey } from "./read-record";
import { canonicalScalar } from "./canonicalize";
import type { ArgValue } from "./collect-args";
import { isCaseInsensitive } from "./check-provenance";
import type { Ledger } from "./ledger-types";
import { locate, locateAll } from "./locate-evidence";
import type { Outcome } from "./outcome";
import type { AmountDerivation, EvidenceLocation, Finding } from "./types";

const MAX_AMOUNTS = 400;
/** Most terms a derived total may have (see checkAmounts). */
export const SUM_TERMS = 2;

export const formatCents = (c: number) => `${c < 0 ? "-" : ""}$${(Math.abs(c) / 100).toFixed(2)}`;

const amountCache = new WeakMap<Ledger, { count: number; seen: Map<number, number> }>();

/** Distinct amounts (cents) seen in the run → an occurrence; the newest kept when capped. Cached until the ledger grows. */
function seenAmounts(l: Ledger): Map<number, number> {
  const cached = amountCache.get(l);
  if (cached && cached.count === l.amountCount) return cached.seen;
  const m = new Map<number, number>();
  for (let i = l.amountCount - 1; i >= 0 && m.size < MAX_AMOUNTS; i--) if (!m.has(l.amountCents[i])) m.set(l.amountCents[i], l.amountOcc[i]);
  amountCache.set(l, { count: l.amountCount, seen: m });
  return m;
}

/**
 * Whether `target` is a seen amount or a sum of up to `maxTerms` (2 or 3) seen amounts, repeats
 * allowed (two passengers on one fare). Returns the occurrences of the terms.
 */
export function findSum(seen: Map<number, number>, target: number, maxTerms = SUM_TERMS): number[] | null {
  const one = seen.get(target);
  if (one !== undefined) return [one];
  const list = [...seen.keys()].filter((v) => v > 0 && v < target);
  for (const a of list) {
    const b = seen.get(target - a);
    if (b !== undefined && target - a > 0) return [seen.get(a)!, b];
  }
  if (maxTerms < 3) return null;
  for (let i = 0; i < list.length; i++) {
    for (let j = i; j < list.length; j++) {
      const rest = target - list[i] - list[j];
      const c = rest > 0 ? seen.get(rest) : undefined;
      if (c !== undefined) return [seen.get(list[i])!, seen.get(list[j])!, c];
    }
  }
  return null;
}

const toCents = (v: number, unit: "cents" | "units" | undefined) => (unit === "cents" ? Math.round(v) : Math.round(v * 100));

/**
 * Rule 7, for money-moving tools: each amount must equal a charge of the entity the call refers to,
 * or an amount / a sum of amounts seen in the run; a split payment passes when the call's total
 * does. Never more than the entity's charges. Units come from the policy or are inferred (and the
 * finding says which), and a value that would only match in the other unit is reported as such.
 */
export function checkAmounts(ledger: Ledger, guard: Guard, toolName: string, values: ArgValue[], entityArg: string | undefined, findings: Finding[]): Outcome | null {
  const policy = guard.policy;
  const amounts = values.filter((a) => a.arg.role === "amount" && typeof canonicalScalar(a.value) === "string" && Number.isFinite(Number(a.value)));
  if (!amounts.length) return null;
  const entityVal = entityArg ? values.find((a) => a.pattern === entityArg) : undefined;
  const kind = entityVal?.arg.idKind;
  const entityId = entityVal ? canonicalScalar(entityVal.value) : null;
  const rec = kind && entityId ? ledger.entities.get(kind)?.get(isCaseInsensitive(policy, kind) ? entityId.toLowerCase() : entityId) : undefined;
  const charges = rec?.charges ?? [];
  const chargeTotal = charges.reduce((s, c) => s + c.cents, 0);
  const seen = seenAmounts(ledger);
  const fromPolicy = policyAmounts(ledger, guard);
  const governing = governingAmounts(fromPolicy, toolName, charges.length > 0);
  const pending: Array<{ a: ArgValue; cents: number; f: Finding }> = [];
  for (const a of amounts) {
    const cents = toCents(Number(a.value), a.arg.unit);
    const f: Finding = { path: a.path, value: a.value, role: "amount", status: "grounded", evidence: [], unit: a.arg.unit, unitSource: a.arg.unitSource, weight: 1, score: 1 };
    findings.push(f);
    if (cents === 0) {
      f.note = "zero moves no money";
      continue;
    }
    if (charges.length && cents > chargeTotal) {
      Object.assign(f, { status: "exceeds_charge", score: 0, evidence: locateAll(ledger, charges.map((c) => c.occ)) });
      return {
        code: "amount_unmatched",
        message: `${describe(a, cents)} is more than was charged on ${kind} ${entityId} (charges: ${charges.map((c) => formatCents(c.cents)).join(", ")}). A refund never exceeds the charge it refunds. Amounts seen: ${[...seen.keys()].slice(0, 12).map(formatCents).join(", ")}.`,
        details: { path: a.path, value: a.value, cents, charges: charges.map((c) => c.cents), unit: a.arg.unit },
      };
    }
    const charge = charges.find((c) => c.cents === cents);
    const exact = charge ? charge.occ : governing.length ? undefined : seen.get(cents);
    if (exact !== undefined) {
      f.evidence = locateAll(ledger, [exact]);
      continue;
    }
    pending.push({ a, cents, f });
  }
  if (!pending.length) return null;
  // Amounts the operator's policy sets, alone or times a count the run showed.
  if (fromPolicy.length) {
    const inEntity = entitySources(ledger, policy, entityVal, entityId);
    for (const p of [...pending]) {
      const d = matchPolicyAmount(ledger, fromPolicy, p.cents, inEntity);
      if (!d) continue;
      Object.assign(p.f, { status: "matched_policy", score: d.count ? 0.75 : 1, derivation: d, evidence: d.count?.evidence ? [d.count.evidence] : [], note: d.formula });
      pending.splice(pending.indexOf(p), 1);
    }
    if (!pending.length) return null;
  }
  if (governing.length) {
    // The policy sets this tool's amounts: a sum of two amounts on screen is not how it is computed.
    const p = pending[0];
    Object.assign(p.f, { status: "unmatched", score: 0, evidence: [] });
    return {
      code: "amount_unmatched",
      message: `${describe(p.a, p.cents)} is not an amount the policy sets for ${toolName} (${governing.slice(0, 4).map(describePolicyAmount).join("; ")}), alone or times a count the run showed${charges.length ? `, nor a charge on ${kind} ${entityId}` : ""}. The policy sets what ${toolName} hands out, so a price seen in the run does not ground it. Use the policy's rate times the count it names (e.g. the people or items the record lists), or ask a person.`,
      details: { path: p.a.path, value: p.a.value, cents: p.cents, policy_amounts: governing.map((g) => ({ cents: g.cents, per: g.per, passage: g.passage.text })) },
    };
  }
  // Derived amounts: a split payment (250 on a certificate plus the 5 that remains on a card, where
  // only the 255 total was quoted) or a total of two quoted amounts (two fares). Only the call's
  // total may be derived, and from at most two terms: with dozens of prices in a run, sums of
  // three would match almost any number and the check would mean nothing.
  const total = amounts.reduce((s, a) => s + toCents(Number(a.value), a.arg.unit), 0);
  const chargeHit = charges.find((c) => c.cents === total);
  const terms = chargeHit ? [chargeHit.occ] : findSum(seen, total, SUM_TERMS);
  if (terms && (!charges.length || total <= chargeTotal)) {
    const how = amounts.length > 1 ? `part of a split payment whose total ${formatCents(total)}` : `${formatCents(total)}`;
    const from = terms.length > 1 ? `is the sum of ${terms.length} amounts seen` : "was seen";
    const derivation = sumDerivation(ledger, seen, terms, total, chargeHit !== undefined);
    for (const p of pending) Object.assign(p.f, { status: "matched_sum", score: 0.75, evidence: locateAll(ledger, terms), note: `${how} ${from}: ${derivation.formula}`, derivation });
    return null;
  }
  const p = pending[0];
  const other = p.a.arg.unit === "cents" ? Math.round(Number(p.a.value) * 100) : Math.round(Number(p.a.value));
  const otherTerms = p.a.arg.unitSource === "inferred" ? findSum(seen, other, 1) : null;
  const list = [...seen.keys()].slice(0, 12).map(formatCents);
  Object.assign(p.f, { status: otherTerms ? "unit_mismatch" : "unmatched", score: otherTerms ? 0.25 : 0, evidence: otherTerms ? locateAll(ledger, otherTerms) : [] });
  let message = `${describe(p.a, p.cents)} does not match ${charges.length ? `a charge on ${kind} ${entityId} (charges: ${charges.map((c) => formatCents(c.cents)).join(", ")}) or ` : ""}any amount seen in this run. Amounts seen: ${list.length ? list.join(", ") : "none"}.`;
  if (otherTerms) message += ` It would match if ${p.a.name} were in ${p.a.arg.unit === "cents" ? "major units" : "cents"}; the unit was inferred as ${p.a.arg.unit}, so declare it in the policy.`;
  if (fromPolicy.length) message += ` Amounts the policy sets: ${fromPolicy.slice(0, 4).map(describePolicyAmount).join("; ")}, alone or times a count the run showed.`;
  message += " Use an amount from the charges or the customer's words, or ask the customer.";
  return { code: "amount_unmatched", message, details: { path: p.a.path, value: p.a.value, cents: p.cents, unit: p.a.arg.unit, unit_source: p.a.arg.unitSource, amounts_seen: [...seen.keys()].slice(0, 50), charges: charges.map((c) => c.cents), evidence: charges.map((c) => locate(ledger, c.occ)) as EvidenceLocation[] } };
}

/** The operands of a derived total, each with where it was seen, so a reviewer reads "$250.00 + $5.00 = $255.00". */
function sumDerivation(l: Ledger, seen: Map<number, number>, occs: number[], total: number, isCharge: boolean): AmountDerivation {
  const centsOf = new Map<number, number>();
  for (const [cents, occ] of seen) centsOf.set(occ, cents);
  const terms = [...occs].sort((a, b) => a - b).map((o) => {
    const e = locate(l, o);
    const s = l.sources[l.occSrc[o]];
    return { cents: centsOf.get(o) ?? total, label: e.source === "user" ? `the customer's words (message ${e.messageIndex})` : `${s?.toolName ?? "a tool result"}${e.jsonPath ? ` ${e.jsonPath}` : ""} (message ${e.messageIndex})`, evidence: e };
  });
  const formula = terms.length > 1 ? `${terms.map((t) => formatCents(t.cents)).join(" + ")} = ${formatCents(total)}` : `${formatCents(total)} ${isCharge ? "charged" : "seen"}`;
  return { kind: "sum", formula, terms };
}

/** The tool results that show the record the call acts on (by its id field). */
function entitySources(l: Ledger, policy: Policy, entityVal: ArgValue | undefined, entityId: string | null): Set<number> | undefined {
  if (!entityVal || !entityId) return undefined;
  const field = (entityVal.arg.idKind && policy.entities[entityVal.arg.idKind]?.idField) || entityVal.name;
  return new Set(occurrencesUnderKey(l, entityId, field, isCaseInsensitive(policy, entityVal.arg.idKind)).map((o) => l.occSrc[o]));
}

function describe(a: ArgValue, cents: number): string {
  return a.arg.unit === "cents" ? `${a.path} ${a.value} (${formatCents(cents)})` : `${a.path} ${a.value} (${formatCents(cents)}, read as ${a.arg.unitSource === "declared" ? "" : "inferred "}major units)`;
}
