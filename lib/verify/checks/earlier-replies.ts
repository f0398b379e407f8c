/**
 * A value the agent already gave in an earlier reply of this run, said again ("so the $222 would
 * still be due"). The agent's own words are never evidence, so it is not grounded; but it is no new
 * invention either: that reply was checked when it was sent. Not checked, with a pointer to where
 * it was first said.
 */
import { needlesOf, type Needle } from "../evidence/needles";
import type { Finding } from "../types";
import { defineCheck } from "./define-check";

function occursIn(text: string, needles: Needle[]): number {
  const lower = text.toLowerCase();
  for (const n of needles) {
    if (!n.core || n.rough) continue;
    for (let at = lower.indexOf(n.core); at >= 0; at = lower.indexOf(n.core, at + 1)) if (n.accept(text, at) >= 0) return at;
  }
  return -1;
}

export const earlierReplies = defineCheck({
  id: "earlier-replies",
  title: "Values the agent gave in an earlier reply",
  reads: ["the agent's earlier replies in this run"],
  finds: ["not_checked"],
  stage: "refine",
  run(ctx, claims) {
    const targets = ctx.extracted.map((_, i) => i).filter((i) => claims[i]?.verdict === "invented" && claims[i].kind !== "policy" && claims[i].kind !== "citation");
    if (!targets.length) return [];
    const earlier = ctx.earlierReplies();
    if (!earlier.length) return [];
    const out: Finding[] = [];
    for (const i of targets) {
      const c = ctx.extracted[i];
      const needles = needlesOf(c.value, c.literal);
      const hit = [...earlier].reverse().find((r) => occursIn(r.text, needles) >= 0);
      if (hit) out.push({ claim: i, verdict: "not_checked", reason: `"${c.text}" repeats what the agent said in its reply at message ${hit.messageIndex}; the agent's own words are not evidence, and that reply was checked when it was sent` });
    }
    return out;
  },
});
