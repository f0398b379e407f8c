/**
 * Whether a reservation has travel insurance, said against its record: "Reservation HATHAT ... with
 * travel insurance included" when the booking's result says `"insurance": "no"`, or "it has no
 * insurance" when it says "yes". The id is real and "insurance" is a word of the policy, so nothing
 * else reads the sentence as a fact about the record; the customer is told they can get a refund
 * they cannot.
 *
 * The reservation is the one the sentence names (else the only one the reply names), read from the
 * latest result before the reply that holds it; the clause that names the insurance says which way.
 * A hypothetical ("if you had bought insurance"), a question, or an offer to buy it is no statement
 * of the record. The id's claim turns contradicted;
 * nothing is added.
 */
import type { NormalizedRun } from "../run/types";
import { deniesMention } from "./negation";
import { latestReservationBefore, replySentences } from "./run-records";
import { isPassingVerdict, type Claim } from "./types";

const INSURANCE = /\b(?:un)?insur(?:ance|ed)\b/i;
const HAS = /\b(?:with|includ\w*|has|have|had|purchased|bought|added|covered|protected)\b[^.;:\n]{0,40}\binsurance\b|\b(?:is|are|was|were)\s+(?:fully\s+|already\s+)?insured\b|\binsurance\b\s*(?:\*\*)?\s*(?:is\s+|was\s+)?(?:included|purchased|added|active|on\s+(?:it|this|the\s+reservation))\b|\binsurance\b\s*(?:\*\*)?\s*:\s*(?:\*\*)?\s*yes\b/i;
/** Said to have none, beyond a negation of the mention itself ("it doesn't have travel insurance"). */
const HAS_NOT = /\buninsured\b|\binsurance\b\s*(?:\*\*)?\s*:\s*(?:\*\*)?\s*(?:no|none|not included)\b|\binsurance\b[^.;:\n]{0,20}\b(?:not included|wasn['’]t|was not|isn['’]t|is not)\b/i;
/** Not a statement of the record: a hypothetical, an offer or a rule. */
const NOT_A_FACT = /\b(?:if|would|could|can|may|might|should|had you|unless|whether|want|like to|option|offer|add(?:ing)? (?:travel )?insurance|buy|purchase (?:travel )?insurance|per passenger|enables?|covers? (?:a|the)? ?(?:full )?refund)\b/i;

export function checkRecordInsurance(claims: Claim[], text: string, run: NormalizedRun, beforeSeq: number): void {
  if (!INSURANCE.test(text)) return;
  const ids = claims.filter((c) => c.kind === "identifier" && c.value.type === "identifier" && isPassingVerdict(c.verdict));
  if (!ids.length) return;
  const named = new Set(ids.map((c) => (c.value as { id: string }).id.toUpperCase()));
  for (const line of replySentences(text)) {
    if (!INSURANCE.test(line.text) || line.text.trim().endsWith("?")) continue;
    // The clause that speaks of the insurance: "..., with travel insurance included, so you can ..."
    const clause = line.text.split(/[,;]|\b(?:so|but|and|which|because)\b/).find((part) => INSURANCE.test(part)) ?? "";
    const says = deniesMention(clause, INSURANCE) || HAS_NOT.test(clause) ? false : HAS.test(clause) ? true : null;
    if (says === null || NOT_A_FACT.test(clause)) continue;
    // The reservation the sentence names, else the only one the reply names.
    const own = ids.filter((c) => c.span[0] >= line.start && c.span[1] <= line.end);
    for (const c of own.length ? own : ids) {
      const id = (c.value as { id: string }).id.toUpperCase();
      if (!own.length && named.size !== 1) break;
      const found = latestReservationBefore(run, beforeSeq, (r) => r.id.toUpperCase() === id);
      if (!found || found.reservation.insurance === null || found.reservation.insurance === says) continue;
      const e = found.entry;
      const has = found.reservation.insurance ? "yes" : "no";
      c.verdict = "contradicted";
      c.reason = `the reply says ${id} ${says ? "has" : "has no"} travel insurance, but its record says "insurance": "${has}" (${e.toolName ?? "tool"} result, message ${e.index}).`;
      c.support = [{ source: "tool", messageIndex: e.index, toolCallId: e.toolCallId, toolName: e.toolName ?? "tool", span: [0, e.content.length] }];
      c.conflict = { claimed: line.text.trim(), stated: `"insurance": "${has}"`, why: "the insurance in the reservation's own record" };
      break;
    }
  }
}
