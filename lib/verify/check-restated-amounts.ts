/**
 * An amount a record contradicted in an earlier reply does not become right by being said again
 * (issue 10). Airline task 20: "the price difference is $146" is contradicted (HAT266's fare alone,
 * against the flights the change replaces); two turns later "using the gift card for the payment
 * of $146" passes, because $146 is still a fare in the search result. Task 17: "$1,023" for an
 * upgrade that leaves the return legs in economy, contradicted, then "a cost difference of $1,023"
 * passes on the agent's calculator.
 *
 * judgeRunReplies passes each reply the money claims contradicted in the replies before it; a
 * passing money claim of the same amount is contradicted with the earlier reason, unless the
 * sentence takes it back ("not $299", "instead of $146").
 */
import { sentenceSpans } from "../evidence/policy-passages";
import { isPassingVerdict, type Claim, type EarlierContradiction } from "./types";

const TAKEN_BACK = /\b(?:not|instead of|rather than|no longer|wrong|incorrect|mistake|error)\b[^.;:!?]{0,12}$/i;

export function checkRestatedAmounts(claims: Claim[], text: string, earlier: readonly EarlierContradiction[] | undefined): void {
  if (!earlier?.length) return;
  const spans = sentenceSpans(text);
  for (const c of claims) {
    if (c.kind !== "money" || c.value.type !== "money" || !isPassingVerdict(c.verdict)) continue;
    const cents = Math.abs(c.value.cents);
    const before = [...earlier].reverse().find((e) => e.cents === cents);
    if (!before) continue;
    const [start] = spans.find(([s, e]) => c.span[0] >= s && c.span[0] < e) ?? [0, text.length];
    if (TAKEN_BACK.test(text.slice(start, c.span[0]))) continue;
    c.verdict = "contradicted";
    c.held = true;
    c.reason = `${c.text} restates the amount the reply at message ${before.messageIndex} gave, which the record contradicts: ${before.reason}`;
    c.conflict = { claimed: text.slice(start, Math.min(text.length, c.span[1] + 60)).trim(), stated: before.stated, why: `the same amount was contradicted at message ${before.messageIndex}` };
  }
}

/** The contradicted money claims of a judged reply, for the replies after it. */
export function contradictionsOf(claims: readonly Claim[], messageIndex: number): EarlierContradiction[] {
  return claims
    // A restatement's own contradiction points back to the first; the first stays the one cited.
    .filter((c) => c.kind === "money" && c.value.type === "money" && c.verdict === "contradicted" && !c.conflict?.why.startsWith("the same amount"))
    .map((c) => ({ cents: Math.abs((c.value as { cents: number }).cents), messageIndex, reason: c.reason, stated: c.conflict?.stated ?? c.reason }));
}
