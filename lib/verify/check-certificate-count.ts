/**
 * More certificates on one booking than the policy allows (issue 10: policy misapplied). The airline
 * policy: "each reservation can use at most one travel certificate". Agents build payment plans such
 * as "Certificate 1: $500, Certificate 2: $250, Certificate 3: $250, Total from Certificates:
 * $1,000": every balance is the customer's own, so the value checks ground them all.
 *
 * The limit is read from the policy ("at most one <thing>" / "only one <thing>" per reservation, for
 * a payment method the policy names). A reply that applies two or more of them to one booking (lines
 * or sentences that pair the method with an amount or an id, in a plan to pay) is contradicted on
 * the plan, with the limit beside it. Separate reservations, the limit stated, and balances listed
 * without a plan to use them are left alone. Only a contradiction is ever added.
 */
import type { PolicyPassage } from "../evidence/policy-passages";
import { addPolicyConflict } from "./add-policy-conflict";
import { passageWhere, perPolicy, type PolicyIndex } from "./match-policy";
import { replySentences } from "./run-records";
import type { Claim } from "./types";

const LIMIT = /\bat\s+most\s+one\s+(travel\s+certificate|certificate|voucher|coupon|promo(?:tion)?\s+code)\b/i;
/** A plan to pay: "use", "apply", "payment distribution", "cover". */
const PLAN = /\b(?:use|using|apply|applying|applied|payment\s+(?:distribution|plan|breakdown)|cover|towards|split\s+(?:the\s+)?payment)\b/i;
const SEPARATE = /\b(?:separate|split\s+(?:the\s+)?(?:booking|reservation|passengers))\b|\beach\s+reservation\b/i;
const STATES = /\b(?:only\s+one|at\s+most\s+one|one\s+(?:travel\s+)?certificate\s+per|cannot|can['’]t|not\s+(?:allowed|possible|permitted))\b/i;
const LISTING = /\b(?:balances?|available|you\s+have|on\s+(?:your|the)\s+(?:profile|account)|here\s+are)\b/i;

interface Limit { passage: PolicyPassage; thing: string; word: RegExp }

const limitOf = perPolicy((index): Limit | null => {
  for (const p of index.passages) {
    const m = LIMIT.exec(p.text);
    if (!m) continue;
    const head = m[1].toLowerCase().split(/\s+/).pop()!;
    return { passage: p, thing: m[1].toLowerCase(), word: new RegExp(String.raw`\b${head}s?\b|\b${head}_\w+`, "i") };
  }
  return null;
});

export function addCertificateCountClaims(claims: Claim[], text: string, policyIndex: () => PolicyIndex): void {
  if (!/certificate|voucher|coupon|promo/i.test(text) || !PLAN.test(text) || SEPARATE.test(text) || STATES.test(text)) return;
  const limit = limitOf(policyIndex());
  if (!limit) return;
  const money = claims.filter((c) => c.kind === "money");
  const ids = new Set<string>();
  const lines = replySentences(text).filter((l) => {
    if (!limit.word.test(l.text) || /\btotal\b/i.test(l.text)) return false;
    for (const m of l.text.matchAll(/\b(?:certificate|voucher|coupon)_\d+\b/gi)) ids.add(m[0].toLowerCase());
    return money.some((c) => c.span[0] >= l.start && c.span[1] <= l.end);
  });
  const used = Math.max(ids.size, lines.length);
  if (used < 2) return;
  // Balances listed to choose from are no plan; a plan says how the payment goes.
  if (LISTING.test(text) && !/\b(?:payment\s+(?:distribution|plan|breakdown)|we\s+(?:can|will)\s+use|i\s+(?:will|'ll)\s+(?:use|apply)|applying|remaining\s+balance\s+(?:to\s+be\s+)?charged)\b/i.test(text)) return;
  const first = lines[0] ?? replySentences(text).find((l) => limit.word.test(l.text));
  if (!first) return;
  const last = lines[lines.length - 1] ?? first;
  addPolicyConflict(claims, limit.passage, {
    sentence: text.slice(first.start, last.end),
    span: [first.start, last.end],
    stated: limit.passage.text,
    reason: (p) => `applies ${used} ${limit.thing}s to one booking, but ${passageWhere(p)} allows at most one: "${p.text}"`,
    why: `the policy allows at most one ${limit.thing} per reservation`,
  });
  claims.sort((a, b) => a.span[0] - b.span[0]);
}
