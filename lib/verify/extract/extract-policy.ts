/**
 * Policy sentences: a sentence that cites a clause, or that states a rule of the business (what is
 * allowed, eligible, required, free, within a window, limited). Talk about the policy (reviewing,
 * explaining, refusing, apologising), requests and the agent's next step are no claim at all.
 */
import { isPolicyTalk, isQuestion, isRequestOrIntent, statesRule } from "../language/mood";
import { parseCitations, splitSentences } from "../language/sentences";
import type { ExtractedClaim } from "./claim-types";

export function extractPolicySentences(reply: string): ExtractedClaim[] {
  const text = typeof reply === "string" ? reply : "";
  const out: ExtractedClaim[] = [];
  for (const s of splitSentences(text, parseCitations(text))) {
    const body = s.text;
    const cites = s.clauses.length > 0;
    if (!cites && (isQuestion(body) || isRequestOrIntent(body) || isPolicyTalk(body) || !statesRule(body))) continue;
    const trimmed = body.replace(/\s+$/, "");
    const lead = trimmed.length - trimmed.trimStart().length;
    const span: [number, number] = [s.span[0] + lead, s.span[0] + trimmed.length];
    out.push({ kind: "policy", text: text.slice(span[0], span[1]), span, value: { type: "policy", clauseIds: s.clauses }, citations: { tools: s.tools, clauses: s.clauses }, sentence: s.span });
  }
  return out;
}

/** Citation markers of tool calls, one claim per id. */
export function extractToolCitations(reply: string): ExtractedClaim[] {
  const text = typeof reply === "string" ? reply : "";
  const out: ExtractedClaim[] = [];
  for (const m of parseCitations(text)) {
    if (m.kind !== "tool") continue;
    for (const id of m.ids) out.push({ kind: "citation", text: text.slice(m.span[0], m.span[1]), span: m.span, value: { type: "citation", toolCallId: id }, citations: { tools: [id], clauses: [] }, sentence: m.span });
  }
  return out;
}
