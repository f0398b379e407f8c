/**
 * Policy passages as a claim shows them: a reference, its support location, where it sits in words,
 * and the closest passage to a sentence. Shared by the checks that read the policy.
 */
import type { ReplyContext } from "../context/reply-context";
import type { PassageRef, Support } from "../types";
import type { IndexedPassage } from "./policy-index";

export function passageRef(p: IndexedPassage): PassageRef {
  return {
    source: p.source,
    id: p.id,
    ...(p.clauseId ? { clauseId: p.clauseId } : {}),
    ...(p.clauseVersion ? { clauseVersion: p.clauseVersion } : {}),
    ...(p.messageIndex !== undefined ? { messageIndex: p.messageIndex } : {}),
    span: p.span,
    text: p.text,
  };
}

export function passageSupport(p: PassageRef): Support {
  return p.source === "clause"
    ? { source: "clause", clauseId: p.clauseId, ...(p.clauseVersion ? { clauseVersion: p.clauseVersion } : {}), span: p.span }
    : { source: "prompt", messageIndex: p.messageIndex, span: p.span };
}

export const passageWhere = (p: PassageRef) => (p.source === "clause" ? `clause ${p.clauseId}` : p.id.startsWith("lookup@") ? `a policy lookup (message ${p.messageIndex})` : `the policy in the system prompt (message ${p.messageIndex})`);

export function closestPassage(ctx: ReplyContext, text: string): { passage: PassageRef; score: number; shared: number } | null {
  const best = ctx.policyIndex().match(text, 1)[0];
  return best ? { passage: passageRef(best.passage), score: Math.round(best.score * 100) / 100, shared: best.shared } : null;
}

