/**
 * A change the policy allows, denied (issue 10: "policy contradicted: 'you cannot change the cabin'
 * when the policy allows it"). The airline policy: "Change passengers: The user can modify
 * passengers but cannot modify the number of passengers." Agents asked to put another name on a
 * booking answer "the number of passengers cannot be modified, and changing the passenger's
 * identity is not allowed", or "I'm unable to change the passenger's identity": the first clause
 * is the policy's own restriction, so the sentence matches it; the second denies what it allows.
 *
 * Allowances are the policy's "the user can modify <thing>" sentences; the restriction beside one
 * ("cannot modify the number of <thing>") keeps its own words. A clause of the reply that denies a
 * change of that thing, without the restriction's words ("number"), is contradicted with the
 * allowance beside it. Only a contradiction is ever added.
 */
import type { PolicyPassage } from "../evidence/policy-passages";
import { addPolicyConflict } from "./add-policy-conflict";
import { passageWhere, perPolicy, type PolicyIndex } from "./match-policy";
import { replySentences } from "./run-records";
import type { Claim } from "./types";

interface Allowance { thing: string; passage: PolicyPassage; except: string[] }

const ALLOWS = /\b(?:the\s+)?(?:user|users|customer|customers|passenger|you)\s+can\s+(?:modify|change|update|edit)\s+(?:the\s+|their\s+)?([a-z]+?)s?\b(?:\s+but\s+cannot\s+(?:modify|change|update|edit)\s+(?:the\s+)?((?:[a-z]+\s+){1,3})of\s+[a-z]+)?/i;
const DENIAL = /\b(?:cannot|can['’]t|can\s+not|(?:can|may)\s+never|unable\s+to|not\s+(?:be\s+)?(?:allowed|possible|permitted|able)|isn['’]t\s+(?:allowed|possible|permitted))\b/i;
const CHANGING = /\b(?:chang|modif|updat|edit|replac|swap|switch)\w*\b/i;
/** What the restriction itself is about: the count, not who the passengers are. */
const COUNT_WORDS = /\b(?:number|count|how\s+many|add(?:ing)?\s+(?:a|an|another)|third|fourth|fewer|more\s+passengers|remov\w*)\b/i;
/** The thing as what is changed: "change the passenger's identity", "the passengers cannot be modified". */
const objectOf = (thing: string) =>
  new RegExp(
    String.raw`\b(?:chang|modif|updat|edit|replac|swap|switch)\w*\s+(?:the\s+|your\s+|this\s+|a\s+)?${thing}(?:s|['’]s)?(?:\s+(?:identity|identities|name|names|details|information|info))?\b(?!\s*['’]?s?\s*(?:flights?|seats?|bags?|baggage|cabin|class|count|number|list|dates?|tickets?))|\b${thing}(?:s|['’]s)?(?:\s+(?:identity|name|names|details|information))?(?:\s+(?:on|in|of|for)\s+(?:the\s+|a\s+|an\s+|your\s+|this\s+)?(?:reservation|booking|order|ticket)s?)?\s+(?:cannot|can['’]t|can\s+not|may\s+not|can\s+never|may\s+never)\s+be\s+(?:changed|modified|updated|edited)\b`,
    "i",
  );

const allowancesOf = perPolicy((index): Allowance[] => {
  const out: Allowance[] = [];
  for (const p of index.passages) {
    const m = ALLOWS.exec(p.text);
    if (!m || m[1].length < 4) continue;
    out.push({ thing: m[1].toLowerCase(), passage: p, except: (m[2] ?? "").trim().toLowerCase().split(/\s+/).filter((w) => w.length > 3) });
  }
  return out;
});

export function addDeniedAllowanceClaims(claims: Claim[], text: string, policyIndex: () => PolicyIndex): void {
  if (!DENIAL.test(text) || !CHANGING.test(text)) return;
  const allowances = allowancesOf(policyIndex());
  if (!allowances.length) return;
  for (const line of replySentences(text)) {
    const sentence = line.text;
    if (!DENIAL.test(sentence) || sentence.endsWith("?")) continue;
    // Clause by clause: "the number of passengers cannot be modified, and changing the passenger's identity is not
    // allowed"; "the passenger can never be changed; only the number could be". A condition or an exception in the
    // denying clause ("cannot be changed unless ...", "only ... cannot") makes it no blanket denial.
    let at = 0;
    for (const clause of sentence.split(/,\s*(?:and|but)\s+|\s+but\s+|\s*;\s*/)) {
      const start = sentence.indexOf(clause, at);
      at = start + clause.length;
      if (!DENIAL.test(clause) || !CHANGING.test(clause) || COUNT_WORDS.test(clause) || /\b(?:if|unless|only|except)\b/i.test(clause)) continue;
      const a = allowances.find((x) => objectOf(x.thing).test(clause) && !x.except.some((w) => clause.toLowerCase().includes(w)));
      if (!a) continue;
      addPolicyConflict(claims, a.passage, {
        sentence,
        span: [line.start, line.end],
        covers: [line.start + start, line.start + start + clause.length - 1],
        stated: a.passage.text,
        reason: (p) => `denies changing the ${a.thing}, but ${passageWhere(p)} allows it: "${p.text}"`,
        why: `the policy lets the user change the ${a.thing}`,
      });
      break;
    }
  }
  claims.sort((x, y) => x.span[0] - y.span[0]);
}
