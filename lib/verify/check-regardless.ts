/**
 * A tier given as the reason for what the policy says the tier does not change: "Since you're a gold
 * member, I can cancel 3FRNFB even though it's basic economy" against "The rules are strict
 * regardless of the membership status" (the airline's cancellation section). Every word of the
 * sentence is the policy's or the record's; its reasoning is what the policy rules out.
 *
 * Read from the policy: a passage "... regardless of (the) <attribute> (status)", and the process its
 * section is about (its heading's verb: "Cancel flight" is cancel). A reply sentence that names the
 * attribute's value as its reason ("since / because / as you're a gold member", "as a gold member")
 * and allows that process ("I can cancel", "can be cancelled", "eligible") is contradicted, with the
 * passage beside it. "Even as a gold member, it can't be cancelled" restates the rule and is left
 * alone; so is any other process (a bag allowance per tier). Only a contradiction is added.
 */
import type { PolicyPassage } from "../evidence/policy-passages";
import { addPolicyConflict } from "./add-policy-conflict";
import { passageWhere, perPolicy, PROCESS_VERBS, type PolicyIndex } from "./match-policy";
import { replySentences } from "./run-records";
import type { Claim } from "./types";

const REGARDLESS = /\bregardless\s+of\s+(?:the\s+|their\s+|your\s+)?(member)ship\b/i;
/** The tier as the reason: "since you're a gold member", "because you are a silver member", "as a gold member". */
const REASON = /\b(?:since|because|as|given that|being)\s+(?:you(?:['’]re|\s+are)\s+)?(?:a|an)\s+(?:\w+\s+)?(member)\b/i;
const DENIES = /\b(?:not|cannot|can['’]t|never|unable|even\s+as|regardless)\b|n['’]t\b/i;

interface Rule { passage: PolicyPassage; attribute: string; verb: string }

const rulesOf = perPolicy((index): Rule[] => {
  const out: Rule[] = [];
  for (const p of index.passages) {
    const m = REGARDLESS.exec(p.text);
    if (!m) continue;
    const heading = (p.heading.split(" > ").pop() ?? "").toLowerCase();
    const verb = PROCESS_VERBS.find((v) => heading.includes(v));
    if (verb) out.push({ passage: p, attribute: m[1].toLowerCase(), verb });
  }
  return out;
});

export function addRegardlessClaims(claims: Claim[], text: string, policyIndex: () => PolicyIndex): void {
  if (!REASON.test(text)) return;
  const rules = rulesOf(policyIndex());
  if (!rules.length) return;
  for (const line of replySentences(text)) {
    const reason = REASON.exec(line.text);
    if (!reason || line.text.trim().endsWith("?") || DENIES.test(line.text)) continue;
    const lower = line.text.toLowerCase();
    // The process itself allowed: "I can cancel", "can be cancelled", "eligible for cancellation", not
    // "a flight cancelled by the airline ... I can offer a certificate".
    const allows = (verb: string) => new RegExp(String.raw`\b(?:can|could|may|able\s+to|allowed\s+to|permitted\s+to)\s+(?:\w+\s+)?(?:be\s+)?${verb}\w*|\b(?:eligible|qualif\w*)\s+(?:for|to)\s+(?:a\s+|an\s+|the\s+)?(?:\w+\s+)?${verb}\w*`, "i").test(lower);
    const rule = rules.find((r) => r.attribute === reason[1].toLowerCase() && allows(r.verb));
    if (!rule) continue;
    addPolicyConflict(claims, rule.passage, {
      sentence: line.text,
      span: [line.start, line.end],
      stated: rule.passage.text,
      reason: (p) => `gives the ${rule.attribute}ship tier as the reason it can ${rule.verb}, but ${passageWhere(p)} says the rules hold regardless of it: "${p.text}"`,
      why: `the policy's ${rule.verb} rules do not depend on the ${rule.attribute}ship tier`,
    });
  }
  claims.sort((a, b) => a.span[0] - b.span[0]);
}
