/**
 * A promise to contact the customer later (issue 10, tau2 retail: "I'll share the tracking number
 * or ETA as soon as it appears", "I'll share the exact deadline here when the email is generated").
 * An agent answers when the customer writes; it cannot come back on its own, so unless a tool of
 * this run sends messages, the promise cannot be kept. Every value in the sentence may be real;
 * what is false is the follow-up.
 *
 * Only a sentence that promises the agent's own later contact, tied to an event ("as soon as",
 * "when", "once"), is judged; "let me know if you need anything" and offers in the present are not.
 * It is called invented unless the run has a tool that sends (declared in the policy or called).
 */
import type { NormalizedRun } from "../run/types";
import { sentenceSpans } from "../evidence/policy-passages";
import { actionToolIndex } from "./infer-action-tools";
import type { Claim, PolicyLike } from "./types";

const PROMISE = /\b(?:I['’]ll|I will|we['’]ll|we will)\s+(?:be sure to\s+|also\s+|make sure to\s+)?(?:notify|share|let you know|update you|email you|reach out|follow up|keep you (?:posted|updated|informed)|contact you|send you|message you|text you|get back to you)\b[^.?!\n]{0,80}?\b(?:as soon as|when|once|the moment)\b/i;

export function addPromiseClaims(claims: Claim[], text: string, run: NormalizedRun, policy?: PolicyLike): void {
  if (!PROMISE.test(text)) return;
  const toolOf = actionToolIndex(policy);
  const names = new Set<string>(Object.keys(policy?.tools ?? {}));
  for (const e of run.entries) if (e.role === "assistant") for (const c of e.toolCalls) names.add(c.name);
  const sender = [...names].find((n) => toolOf(n).verbs.includes("send"));
  if (sender) return;
  for (const [start, end] of sentenceSpans(text)) {
    const sentence = text.slice(start, end);
    const m = PROMISE.exec(sentence);
    if (!m || /\?\s*$/.test(sentence.trim())) continue;
    const lead = sentence.length - sentence.trimStart().length;
    const trimmed = sentence.trim();
    const span: [number, number] = [start + lead, start + lead + trimmed.length];
    if (claims.some((c) => c.kind === "policy" && c.span[0] <= span[0] && c.span[1] >= span[1] && c.verdict !== "grounded" && c.verdict !== "supported_uncited")) continue;
    claims.push({
      kind: "policy",
      text: trimmed,
      span,
      value: { type: "policy", clauseIds: [] },
      citations: { tools: [], clauses: [] },
      verdict: "invented",
      reason: `promises to contact the customer later ("${m[0].trim()}"), but an agent only answers when the customer writes and no tool of this run sends a message. Tell the customer how to check instead.`,
      support: [],
    });
  }
  claims.sort((a, b) => a.span[0] - b.span[0]);
}
