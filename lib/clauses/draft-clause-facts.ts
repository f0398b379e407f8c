import { sentenceSpans } from "../evidence/policy-passages";
import { draftFacts, type PolicyFact } from "../verify";

/**
 * The facts a clause's text states, drafted sentence by sentence exactly as the verifier drafts
 * them for a clause without facts (lib/verify/policy/policy-index.ts), so importing changes what
 * the owner can see and confirm, not how replies are judged. Spans point into `text`. Every draft
 * is `confirmed: false` until its owner confirms it.
 */
export function draftClauseFacts(text: string): PolicyFact[] {
  return sentenceSpans(text).flatMap(([s, e]) => draftFacts(text.slice(s, e), s).map((f) => ({ ...f, confirmed: false })));
}

/**
 * A clause's facts after its text changed from `before` to `after`: each span moves to where its
 * sentence now is, or is dropped (the fact stays, read against the whole clause) when the sentence
 * is gone or changed. Facts are the owner's: a text edit never deletes or re-drafts them.
 */
export function reanchorFacts(before: string, after: string, facts: PolicyFact[]): PolicyFact[] {
  if (before === after) return facts;
  return facts.map((f) => {
    if (!f.span) return f;
    const sentence = before.slice(f.span[0], f.span[1]);
    const at = sentence ? after.indexOf(sentence) : -1;
    if (at >= 0) return { ...f, span: [at, at + sentence.length] };
    const unanchored = { ...f };
    delete unanchored.span;
    return unanchored;
  });
}
