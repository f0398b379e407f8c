/**
 * The one way the contradiction-only checks (referrals, partial scope, tiered counts) record what
 * they find: a policy claim already covering the place turns contradicted (unless it already
 * fails), else a new policy claim for the sentence is added. They never pass or invent anything.
 */
import type { PolicyPassage } from "../evidence/policy-passages";
import { passageRef, passageSupport } from "./match-policy";
import { isPassingVerdict, type Claim, type PassageRef } from "./types";

export interface PolicyConflict {
  /** The sentence, with its [start, end) in the reply. */
  sentence: string;
  span: [number, number];
  /** The part of the sentence an existing policy claim must cover to be the one that turns (default: the sentence). */
  covers?: [number, number];
  /** Builds the reason from where the passage is ("clause RET-30", "the system prompt (message 0)"). */
  reason: (p: PassageRef) => string;
  stated: string;
  why: string;
}

export function addPolicyConflict(claims: Claim[], passage: PolicyPassage, f: PolicyConflict): void {
  const p = passageRef(passage);
  const [from, to] = f.covers ?? [f.span[0], f.span[1] - 1];
  const found = { verdict: "contradicted" as const, reason: f.reason(p), support: [passageSupport(p)], passage: p, conflict: { claimed: f.sentence, stated: f.stated, why: f.why } };
  const existing = claims.find((c) => c.kind === "policy" && c.span[0] <= from && c.span[1] >= to);
  if (existing) {
    if (isPassingVerdict(existing.verdict)) Object.assign(existing, found);
    return;
  }
  claims.push({ kind: "policy", text: f.sentence, span: f.span, value: { type: "policy", clauseIds: [] }, citations: { tools: [], clauses: [] }, ...found });
}
