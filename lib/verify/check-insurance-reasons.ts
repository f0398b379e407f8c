/**
 * Insurance said to cover a reason the policy does not give it: "Had you bought travel insurance, you
 * could have cancelled for a change of plans and received a full refund" against "travel insurance
 * ... enables full refund if the user needs to cancel the flight given health or weather reasons".
 * The words are the policy's (insurance, cancel, full refund, change of plan is one of its
 * cancellation reasons), so the lexical match supports the sentence.
 *
 * Read from the policy: the insurance passage and the reasons it names ("given / due to / because of
 * / for <health or weather> reasons"). A clause of the reply that gives insurance as what makes it
 * possible ("with / had you bought ... insurance", "insurance lets / covers") to cancel or be refunded
 * for another reason ("for a change of plan(s)", "for any reason", "for personal / other reasons") is
 * contradicted, with the passage beside it. A negation in the clause ("insurance does
 * not cover a change of plans", "without insurance") restates the limit and is left alone. Only a
 * contradiction is added.
 */
import type { PolicyPassage } from "../evidence/policy-passages";
import { addPolicyConflict } from "./add-policy-conflict";
import { passageWhere, perPolicy, type PolicyIndex } from "./match-policy";
import { replySentences } from "./run-records";
import type { Claim } from "./types";

const COVERS = /\binsurance\b[^.]*\b(?:refund|cancel)\w*[^.]*\b(?:given|due\s+to|because\s+of|for)\s+((?:[a-z]+(?:\s*,\s*|\s+or\s+|\s+and\s+))*[a-z]+)\s+reasons?\b/i;
/** Cancelling or a refund for a reason the insurance passage may not name: "cancelled for a change of plans". */
const REASON = /\b(?:cancel\w*|refund\w*)\b(?:\s+[\w$,.]+){0,5}?\s+(?:for|due\s+to|because\s+of)\s+(?:a\s+|any\s+|your\s+)?(change\s+of\s+plans?|any\s+reason|personal\s+reasons?|other\s+reasons?|whatever\s+reason|work\s+reasons?)\b/i;
/** Insurance as what makes it possible: "with travel insurance", "had you bought insurance", "your insurance covers". */
const ENABLER = /\b(?:with|had\s+you|if\s+you\s+had|since\s+you\s+have|because\s+you\s+have|you\s+have|you\s+bought|you\s+purchased)\b[^.;]{0,30}\binsurance\b|\binsurance\b[^.;]{0,20}\b(?:lets|allows|covers|means|entitles|gives|enables)\b/i;
const NEGATED = /\b(?:not|no|never|without|only|cannot|unless)\b|n['’]t\b/i;

interface Cover { passage: PolicyPassage; reasons: string[] }

const coverOf = perPolicy((index): Cover | null => {
  for (const p of index.passages) {
    const m = COVERS.exec(p.text);
    if (m) return { passage: p, reasons: m[1].toLowerCase().split(/\s*,\s*|\s+or\s+|\s+and\s+/) };
  }
  return null;
});

export function addInsuranceReasonClaims(claims: Claim[], text: string, policyIndex: () => PolicyIndex): void {
  if (!/\binsurance\b/i.test(text) || !REASON.test(text) || !ENABLER.test(text)) return;
  const cover = coverOf(policyIndex());
  if (!cover) return;
  for (const line of replySentences(text)) {
    if (line.text.trim().endsWith("?")) continue;
    // The clause that ties the insurance to the reason: "..., but 3FRNFB doesn't have it" is another clause.
    const clause = line.text.split(/;|\bbut\b|\bhowever\b|\bwhile\b/i).find((c) => ENABLER.test(c) && REASON.test(c));
    if (!clause || NEGATED.test(clause)) continue;
    const reason = REASON.exec(clause)![1].toLowerCase().replace(/\s+/g, " ");
    if (cover.reasons.some((r) => reason.includes(r))) continue;
    addPolicyConflict(claims, cover.passage, {
      sentence: line.text,
      span: [line.start, line.end],
      stated: cover.passage.text,
      reason: (p) => `says insurance covers cancelling for ${reason}, but ${passageWhere(p)} gives it only for ${cover.reasons.join(" or ")} reasons: "${p.text}"`,
      why: `insurance covers ${cover.reasons.join(" or ")} reasons, not ${reason}`,
    });
  }
  claims.sort((a, b) => a.span[0] - b.span[0]);
}
