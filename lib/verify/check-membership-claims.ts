/**
 * "Since you are a regular member, you get 2 free checked bags" in a run that never read the
 * customer's profile, or read it as gold (issue 10: "a membership tier the profile does not have").
 * The tiers are the ones the policy's per-tier tables name; a sentence that gives the customer one
 * ("you are a regular member", "as a gold member", "your silver membership") is checked against
 * the profiles the run read (`"membership": "gold"`) and what the customer said of themselves ("I'm
 * a gold member"): another tier is contradicted, no source at all is invented. Questions and
 * conditionals ("if you are a gold member") are left alone.
 */
import type { NormalizedRun } from "../run/types";
import { tablesOf } from "./check-tiered-allowance";
import type { PolicyIndex } from "./match-policy";
import { recordsOf, replySentences } from "./run-records";
import { isPassingVerdict, type Claim } from "./types";

const CONDITIONAL = /\b(?:if|whether|unless|would|once)\b/i;

export function addMembershipClaims(claims: Claim[], text: string, run: NormalizedRun, beforeSeq: number, policyIndex: () => PolicyIndex): void {
  if (!/\bmember(?:ship)?\b/i.test(text)) return;
  const tiers = [...new Set(tablesOf(policyIndex()).flatMap((t) => t.tiers))];
  if (!tiers.length) return;
  const alt = tiers.join("|");
  const GIVES = new RegExp(String.raw`\b(?:you(?:['’]re|\s+are)\s+(?:an?\s+)?|as\s+an?\s+|your\s+)(${alt})(?:\s+(?:tier\s+)?member(?:ship)?\b|\s+status\b)|\b(?:your|the\s+customer['’]s)\s+(?:membership|tier|status)\s+(?:is|level\s+is)\s+(${alt})\b`, "gi");
  const stated = [...text.matchAll(GIVES)];
  if (!stated.length) return;
  // Every profile the run read (the customer's and a companion's may differ), and what the customer said.
  const recorded = new Map<string, number>();
  const said = new Set<string>();
  // "I'm a gold member", "my gold status", "I have gold status", "gold membership".
  const own = new RegExp(String.raw`\b(?:i(?:['’]m|\s+am)\s+(?:an?\s+)?(${alt})\b|(${alt})\s+(?:member(?:ship)?|status|tier|level)\b)`, "gi");
  for (const e of run.entries) {
    if (e.seq >= beforeSeq) break;
    if (e.role === "user") for (const m of e.text.matchAll(own)) said.add((m[1] ?? m[2]).toLowerCase());
    if (e.role === "tool") {
      const m = recordsOf(e).membership;
      if (m) recorded.set(m, e.index);
    }
  }
  const sentences = replySentences(text);
  for (const m of stated) {
    const tier = (m[1] ?? m[2]).toLowerCase();
    const line = sentences.find((x) => x.start <= m.index && x.end >= m.index + m[0].length);
    if (!line) continue;
    if (CONDITIONAL.test(text.slice(line.start, m.index)) || text[line.end] === "?" || line.text.endsWith("?")) continue;
    let found: Pick<Claim, "verdict" | "reason" | "conflict"> | null = null;
    if (recorded.size && !recorded.has(tier)) {
      const [other, at] = [...recorded][recorded.size - 1];
      found = {
        verdict: "contradicted",
        reason: `calls the customer a ${tier} member, but the ${recorded.size > 1 ? "profiles" : "profile"} the run read say${recorded.size > 1 ? "" : "s"} "membership": "${[...recorded.keys()].join('" / "')}" (message ${at})`,
        conflict: { claimed: m[0], stated: `membership: ${other}`, why: "the tier in the customer's own profile" },
      };
    } else if (!recorded.size && !said.has(tier)) {
      found = { verdict: "invented", reason: `calls the customer a ${tier} member, but the run never read the customer's membership (no profile lookup) and the customer never said it` };
    }
    if (!found) continue;
    const span: [number, number] = [line.start, line.end];
    const existing = claims.find((c) => c.kind === "policy" && c.span[0] <= m.index && c.span[1] >= m.index + m[0].length);
    if (existing) {
      if (isPassingVerdict(existing.verdict)) Object.assign(existing, { ...found, support: [] });
      continue;
    }
    claims.push({ kind: "policy", text: line.text, span, value: { type: "policy", clauseIds: [] }, citations: { tools: [], clauses: [] }, support: [], ...found });
  }
  claims.sort((a, b) => a.span[0] - b.span[0]);
}
