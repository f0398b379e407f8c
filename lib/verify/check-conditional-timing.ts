/**
 * A timing the policy sets by payment method ("refunded via the original payment method immediately
 * if it is gift card, otherwise in 5 to 7 business days"), applied to the methods a sentence names:
 * "They'd arrive at once only if the orders had been paid with a gift card" follows from it; "Since
 * both orders were paid by PayPal, the refunds are issued immediately" and "your gift card refund
 * takes 5 to 7 business days" break it. A sentence that names no method, or states the condition
 * itself (if, unless, otherwise, except) for another method, is left to the wording match.
 */
import { perPolicy, type PolicyIndex } from "./match-policy";
import type { PolicyPassage } from "../evidence/policy-passages";
import { KINDS } from "./check-refund-destination";

interface TimingRule { fast: string; passage: PolicyPassage }

const RULE = /\b(?:immediately|instantly|at once|right away)\s+if\s+it\s+is\s+(?:an?\s+)?([a-z][a-z ]{2,30}?)\s*,\s*otherwise\b/i;
const IMMEDIATE = /\b(?:immediately|instantly|instant|at once|right away|same[- ]day)\b/i;
const SLOW = /\b\d+\s*(?:-|–|to)\s*\d+\s+(?:business|working)\s+days\b/i;
const CONDITIONED = /\b(?:if|unless|except|otherwise|whereas|while|but)\b|\bonly\s+(?:if|when|for)\b/i;

const kindsIn = (text: string) => new Set(KINDS.filter(([re]) => re.test(text)).map(([, k]) => k));
/** "since it wasn't paid by gift card", "not a gift card": a method named only to deny it is the one paid with. */
const DENIED_BEFORE = /\b(?:not|never|no|rather than|instead of)\b(?:\s+[\w$.,]+){0,3}\s*$|n['’]t(?:\s+[\w$.,]+){0,3}\s*$/i;

/** The methods a sentence names as paid with, and those it names only to deny. */
function namedKinds(text: string): { named: Set<string>; denied: Set<string> } {
  const named = new Set<string>();
  const denied = new Set<string>();
  for (const [re, kind] of KINDS) {
    for (const m of text.matchAll(new RegExp(re.source, "gi"))) {
      if (DENIED_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) denied.add(kind);
      else named.add(kind);
    }
  }
  for (const k of named) denied.delete(k);
  return { named, denied };
}

const rulesOf = perPolicy((index: PolicyIndex): TimingRule[] => {
  const out: TimingRule[] = [];
  for (const p of index.passages) {
    const m = RULE.exec(p.text);
    const kind = m ? [...kindsIn(m[1])][0] : undefined;
    if (kind) out.push({ fast: kind, passage: p });
  }
  return out;
});

export type TimingVerdict = { kind: "supported" | "contradicted"; passage: PolicyPassage; why: string };

export function checkConditionalTiming(sentence: string, index: PolicyIndex): TimingVerdict | null {
  const immediate = IMMEDIATE.test(sentence);
  const slow = SLOW.test(sentence);
  if (immediate === slow) return null;
  const rules = rulesOf(index);
  if (!rules.length) return null;
  const { named, denied } = namedKinds(sentence);
  const rule = rules[0];
  // Paid by anything but the fast method: "since it wasn't paid by gift card".
  if (denied.has(rule.fast)) named.add(`other than ${rule.fast}`);
  if (!named.size) return null;
  const fastNamed = named.has(rule.fast);
  const others = [...named].filter((k) => k !== rule.fast);
  const conditioned = CONDITIONED.test(sentence);
  if (immediate) {
    if (fastNamed && !others.length) return { kind: "supported", passage: rule.passage, why: `immediate for ${rule.fast.replace("_", " ")}` };
    if (!fastNamed && !conditioned) return { kind: "contradicted", passage: rule.passage, why: `the reply says immediately for ${others.join(", ").replace(/_/g, " ")}; the policy says immediately only for ${rule.fast.replace("_", " ")}` };
    return null;
  }
  if (!fastNamed && others.length) return { kind: "supported", passage: rule.passage, why: `the longer timing for ${others.join(", ").replace(/_/g, " ")}` };
  if (fastNamed && !others.length && !conditioned) return { kind: "contradicted", passage: rule.passage, why: `the reply gives ${rule.fast.replace("_", " ")} the longer timing; the policy refunds it immediately` };
  return null;
}
