/**
 * The cabin a change is said to have left a reservation in, against its record: "The cabin class has
 * been upgraded to economy" when the update's own result says `"cabin": "basic_economy"` (tau-bench
 * airline 13, trial 3). The flight numbers and the date are right and "economy" is a word of the
 * policy, so nothing else reads the sentence as a fact about the record; the customer is told they
 * hold a cabin they do not.
 *
 * Only a sentence saying the cabin was changed to one class ("upgraded to business", "your cabin is
 * now economy"), of the reservation the reply names (else the only one the run last read), against
 * the latest result before the reply that holds it. A plan, an offer or a question is no statement
 * of the record. The sentence's action claim turns contradicted, else one is added.
 */
import type { NormalizedRun } from "../run/types";
import { latestReservationBefore, replySentences } from "./run-records";
import { isPassingVerdict, type Claim } from "./types";

const CABINS = ["basic economy", "economy", "business"] as const;
const CABIN = String.raw`(basic[\s_-]economy|economy|business)`;
/** "has been upgraded to economy", "was changed to business class", "XEWRD9 is now in economy class". */
const CHANGED_TO = new RegExp(
  String.raw`\b(?:cabin|class)\b[^.;:\n]{0,40}?\b(?:(?:has|have)\s+been|was|were|is\s+now|are\s+now|now)\s+(?:successfully\s+)?(?:(?:upgraded|downgraded|changed|moved|switched|updated)\s+to\s+)?(?:the\s+)?${CABIN}\b` +
    String.raw`|\bis\s+now\s+(?:booked\s+)?in\s+(?:the\s+)?${CABIN}\s+(?:class|cabin)\b`,
  "i",
);
/** Several reservations at once: which record speaks for "all your reservations" is not one record. */
const SEVERAL = /\b(?:all|both|each|every)\b|\breservations\b|\bbookings\b/i;
const NOT_A_FACT = /\b(?:if|would|could|can|may|might|should|will|want|like to|option|offer|once|after you)\b|\?\s*$/i;

const cabinOf = (word: string) => CABINS.find((c) => c === word.toLowerCase().replace(/[\s_-]+/g, " ")) ?? null;

export function checkRecordCabin(claims: Claim[], text: string, run: NormalizedRun, beforeSeq: number): void {
  if (!/\b(?:cabin|class)\b/i.test(text)) return;
  const ids = claims.filter((c) => c.kind === "identifier" && c.value.type === "identifier" && isPassingVerdict(c.verdict));
  for (const line of replySentences(text)) {
    const m = CHANGED_TO.exec(line.text);
    if (!m || NOT_A_FACT.test(line.text.slice(0, m.index + m[0].length))) continue;
    if (SEVERAL.test(line.text)) continue;
    const said = cabinOf(m[1] ?? m[2]);
    // The reservation the sentence names, else the only one the reply names, else the one the run
    // last read (flight numbers are ids too: only ids that are reservations count).
    const own = ids.filter((c) => c.span[0] >= line.start && c.span[1] <= line.end);
    const reservationsOf = (cs: Claim[]) => [...new Set(cs.map((c) => (c.value as { id: string }).id.toUpperCase()))].map((id) => latestReservationBefore(run, beforeSeq, (r) => r.id.toUpperCase() === id)).filter((f) => f !== null);
    const ownNamed = reservationsOf(own);
    const named = ownNamed.length ? ownNamed : reservationsOf(ids);
    if (!said || named.length > 1) continue;
    const found = named[0] ?? latestReservationBefore(run, beforeSeq, () => true);
    if (!found || !found.reservation.cabin || found.reservation.cabin === said) continue;
    const e = found.entry;
    const stated = `"cabin": "${found.reservation.cabin.replace(/ /g, "_")}"`;
    const contradiction = {
      verdict: "contradicted" as const,
      reason: `the reply says the cabin is now ${said}, but ${found.reservation.id}'s record says ${stated} (${e.toolName ?? "tool"} result, message ${e.index}).`,
      support: [{ source: "tool" as const, messageIndex: e.index, toolCallId: e.toolCallId, toolName: e.toolName ?? "tool", span: [0, e.content.length] as [number, number] }],
      conflict: { claimed: line.text.trim(), stated, why: "the cabin in the reservation's own record" },
    };
    // The action the sentence claims is what turns: it is what the customer is told was done.
    const action = claims.find((c) => c.kind === "action" && c.span[0] >= line.start && c.span[1] <= line.end);
    if (action) Object.assign(action, contradiction);
    else claims.push({ kind: "action", text: line.text.trim(), span: [line.start, line.end], value: { type: "action", verb: "change", entity: "cabin" }, citations: { tools: [], clauses: [] }, ...contradiction });
  }
  claims.sort((a, b) => a.span[0] - b.span[0]);
}
