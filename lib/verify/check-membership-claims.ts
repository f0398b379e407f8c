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
import { parseToolJson } from "./parse-tool-json";
import { isPassingVerdict, type Claim } from "./types";

const PARSE_LIMIT = 512 * 1024;
const CONDITIONAL = /\b(?:if|whether|unless|would|once)\b/i;

export function addMembershipClaims(claims: Claim[], text: string, run: NormalizedRun, beforeSeq: number, policyIndex: () => PolicyIndex): void {
  if (!/\bmember(?:ship)?\b/i.test(text)) return;
  const tiers = [...new Set(tablesOf(policyIndex()).flatMap((t) => t.tiers))];
  if (!tiers.length) return;
  const alt = tiers.join("|");
  const GIVES = new RegExp(String.raw`\b(?:you(?:['’]re|\s+are)\s+(?:an?\s+)?|as\s+an?\s+|your\s+)(${alt})(?:\s+(?:tier\s+)?member(?:ship)?\b|\s+status\b)|\b(?:your|the\s+customer['’]s)\s+(?:membership|tier|status)\s+(?:is|level\s+is)\s+(${alt})\b`, "gi");
  const stated = [...text.matchAll(GIVES)];
  if (!stated.length) return;
  let recorded: { tier: string; messageIndex: number } | null = null;
  const said = new Set<string>();
  const own = new RegExp(String.raw`\b(?:i(?:['’]m|\s+am)\s+(?:an?\s+)?|my\s+)(${alt})\b`, "gi");
  for (const e of run.entries) {
    if (e.seq >= beforeSeq) break;
    if (e.role === "user") for (const m of e.text.matchAll(own)) said.add(m[1].toLowerCase());
    if (e.role !== "tool" || !e.content.includes('"membership"')) continue;
    const v = parseToolJson(e, PARSE_LIMIT);
    const m = v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>).membership : undefined;
    if (typeof m === "string") recorded = { tier: m.toLowerCase(), messageIndex: e.index };
  }
  for (const m of stated) {
    const tier = (m[1] ?? m[2]).toLowerCase();
    const stop = text.lastIndexOf(". ", m.index);
    const sentenceStart = Math.max(stop < 0 ? 0 : stop + 2, text.lastIndexOf("\n", m.index) + 1);
    const endAt = text.slice(m.index).search(/[.!?](?:\s|$)|\n/);
    const sentenceEnd = endAt < 0 ? text.length : m.index + endAt + 1;
    const sentence = text.slice(sentenceStart, sentenceEnd).trim();
    if (CONDITIONAL.test(text.slice(sentenceStart, m.index)) || sentence.endsWith("?")) continue;
    let found: Pick<Claim, "verdict" | "reason" | "conflict"> | null = null;
    if (recorded && recorded.tier !== tier) {
      found = {
        verdict: "contradicted",
        reason: `calls the customer a ${tier} member, but the profile the run read says "membership": "${recorded.tier}" (message ${recorded.messageIndex})`,
        conflict: { claimed: m[0], stated: `membership: ${recorded.tier}`, why: "the tier in the customer's own profile" },
      };
    } else if (!recorded && !said.has(tier)) {
      found = { verdict: "invented", reason: `calls the customer a ${tier} member, but the run never read the customer's membership (no profile lookup) and the customer never said it` };
    }
    if (!found) continue;
    const lead = text.slice(sentenceStart, sentenceEnd).indexOf(sentence);
    const span: [number, number] = [sentenceStart + lead, sentenceStart + lead + sentence.length];
    const existing = claims.find((c) => c.kind === "policy" && c.span[0] <= m.index && c.span[1] >= m.index + m[0].length);
    if (existing) {
      if (isPassingVerdict(existing.verdict)) Object.assign(existing, { ...found, support: [] });
      continue;
    }
    claims.push({ kind: "policy", text: sentence, span, value: { type: "policy", clauseIds: [] }, citations: { tools: [], clauses: [] }, support: [], ...found });
  }
  claims.sort((a, b) => a.span[0] - b.span[0]);
}
