/**
 * A restriction on part of something told as a restriction on all of it (issue 10). The airline
 * policy says "Basic economy flights cannot be modified" and, a few lines on, "all reservations,
 * including basic economy, can change cabin". Agents answer a customer who wants to change the
 * passenger, upgrade, or asks "can I change a basic economy ticket?" with "this reservation is in
 * basic economy class, which cannot be modified": the words match the restriction, so the policy
 * match calls it supported, and the customer is turned away from a change the policy allows.
 *
 * Found only where the policy itself draws the line: a passage restricting "<class> <thing>" and
 * another allowing a change "including <class>". A sentence denying any change to the class
 * without naming the thing is contradicted unless the conversation is about that thing alone
 * (a customer asking to change their flight is rightly told basic economy flights cannot change).
 * Only a contradiction is ever added.
 */
import { sentenceSpans, type PolicyPassage } from "../evidence/policy-passages";
import { addPolicyConflict } from "./add-policy-conflict";
import { passageWhere, perPolicy, type PolicyIndex } from "./match-policy";
import type { Claim } from "./types";

interface Restriction {
  /** "basic economy": the class the restriction and the inclusion both name. */
  qualifier: string;
  /** "flight": what of that class may not change (singular, lower case). */
  thing: string;
  restriction: PolicyPassage;
  allowance: PolicyPassage;
}

const RESTRICTS = /\b((?:[a-z-]+\s+){1,2}?)([a-z]+?)s?\s+(?:cannot|can't|can not|may not)\s+be\s+(?:modified|changed|altered)\b/gi;
const DENIES_CHANGE = /\b(?:cannot|can['’]t|can not|may not)\s+be\s+(?:modified|changed|altered)\b|\bnot\s+(?:eligible|allowed|permitted)\s+(?:for|to)\s+(?:any\s+)?(?:changes?|modifications?|be\s+(?:modified|changed))\b|\b(?:changes|modifications)\s+are\s+not\s+(?:allowed|permitted|possible)\b/i;
/** What a conversation about a change can be about; the restricted thing is one of them. */
const TOPICS: [RegExp, string][] = [
  [/\bflights?\b|\bdates?\b|\bnonstop\b|\bitinerar(?:y|ies)\b|\bdepart/i, "flight"],
  [/\bcabin\b|\bclass\b|\bupgrad|\bbusiness\b/i, "cabin"],
  [/\bpassengers?\b|\bname\b|\btraveler/i, "passenger"],
  [/\bbags?\b|\bbaggages?\b|\bluggage\b/i, "bag"],
  [/\binsurance\b/i, "insurance"],
];
const topicsOf = (text: string) => new Set(TOPICS.filter(([re]) => re.test(text)).map(([, t]) => t));

const restrictionsOf = perPolicy((index): Restriction[] => {
  const found: Restriction[] = [];
  for (const p of index.passages) {
    for (const m of p.text.matchAll(RESTRICTS)) {
      const qualifier = m[1].trim().toLowerCase();
      if (!qualifier || /^(?:the|a|an|this|that|these|all|any|other)$/.test(qualifier)) continue;
      const allowance = index.passages.find((q) => q !== p && new RegExp(`\\bincluding\\s+${qualifier.replace(/\s+/g, "\\s+")}\\b`, "i").test(q.text) && /\bcan\b/i.test(q.text));
      if (allowance) found.push({ qualifier, thing: m[2].toLowerCase(), restriction: p, allowance });
    }
  }
  return found;
});

export function addBlanketRestrictionClaims(claims: Claim[], text: string, policyIndex: () => PolicyIndex, customerWords: string): void {
  if (!DENIES_CHANGE.test(text)) return;
  const rules = restrictionsOf(policyIndex());
  if (!rules.length) return;
  for (const [start, end] of sentenceSpans(text)) {
    const sentence = text.slice(start, end);
    if (/\?\s*$/.test(sentence.trim()) || !DENIES_CHANGE.test(sentence)) continue;
    const lower = sentence.toLowerCase();
    const rule = rules.find((r) => lower.includes(r.qualifier) && !new RegExp(`\\b${r.thing}s?\\b`, "i").test(sentence));
    if (!rule) continue;
    // A conversation about the restricted thing alone is answered rightly by its restriction.
    // "basic economy class" names the class, not a cabin change.
    const own = sentence.replace(new RegExp(`${rule.qualifier.replace(/\s+/g, "\\s+")}(?:\\s+(?:class|cabin|fare|ticket)s?)?`, "gi"), " ");
    const topics = topicsOf(`${own} ${customerWords}`);
    if (topics.has(rule.thing) && topics.size === 1) continue;
    addPolicyConflict(claims, rule.allowance, {
      sentence: sentence.trim(),
      span: [start, end],
      stated: `${rule.restriction.text} / ${rule.allowance.text}`,
      reason: (p) => `says no part of a ${rule.qualifier} reservation can be changed, but the policy restricts only its ${rule.thing}s ("${rule.restriction.text}") and ${passageWhere(p)} allows more: "${p.text}"`,
      why: `the policy restricts ${rule.qualifier} ${rule.thing}s, not every change`,
    });
  }
  claims.sort((a, b) => a.span[0] - b.span[0]);
}
