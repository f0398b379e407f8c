/**
 * An uncited sentence stating a rule, against the policy the agent was given. Code stands behind
 * little here (issue 24): a policy fact whose value the sentence states speaks for it (supported);
 * a sentence that restates a passage nearly word for word is supported too. Anything else is not
 * checked: it passes, is counted, and a reviewer sees the closest passage beside it; the model
 * judge, when configured, decides it. It is never called invented: that word is kept for values.
 * Contradictions of policy facts are the policy-facts check's.
 */
import { closestPassage, passageSupport, passageWhere } from "../policy/passage-ref";
import type { Finding } from "../types";
import { claimsOf, defineCheck } from "./define-check";

/** A restatement: the passage covers this share of the sentence's term weight, with this many terms shared. */
const RESTATES = 0.75;
const RESTATES_TERMS = 3;
/** Below this a passage is not shown as the closest: it shares too little to help a reviewer. */
const CLOSEST = 0.2;

export const policySentence = defineCheck({
  id: "policy-sentence",
  title: "Policy sentences the policy restates, or not checked",
  reads: ["policy passages (system prompt, clause library, policy lookups)"],
  finds: ["supported_uncited", "not_checked"],
  stage: "value",
  run(ctx, claims) {
    const out: Finding[] = [];
    for (const i of claimsOf(claims, "policy")) {
      const c = ctx.extracted[i];
      if (c.citations.clauses.length) continue;
      const index = ctx.policyIndex();
      if (!index.passages.length) {
        out.push({ claim: i, verdict: "not_checked", reason: "states a rule, but the run carries no policy to check it against (no clause library, no system prompt, no policy lookup)", support: [] });
        continue;
      }
      const best = closestPassage(ctx, c.text);
      if (best && best.score >= RESTATES && best.shared >= RESTATES_TERMS) {
        out.push({ claim: i, verdict: "supported_uncited", reason: `restates ${passageWhere(best.passage)}: "${best.passage.text}" (its words cover ${Math.round(best.score * 100)}% of the sentence's)`, support: [passageSupport(best.passage)], score: best.score, passage: best.passage });
        continue;
      }
      const shown = best && best.score >= CLOSEST ? best : null;
      out.push({
        claim: i,
        verdict: "not_checked",
        reason: shown
          ? `no policy fact settles this sentence, so it is not checked; the closest passage is ${passageWhere(shown.passage)}: "${shown.passage.text}"`
          : "no policy fact or passage speaks to this sentence, so it is not checked",
        support: shown ? [passageSupport(shown.passage)] : [],
        ...(shown ? { score: shown.score, passage: shown.passage } : {}),
      });
    }
    return out;
  },
});
