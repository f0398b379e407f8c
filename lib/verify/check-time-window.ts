/**
 * Flights said to fit a window around the original flight's departure, when the run never saw when
 * that flight departs (issue 10, airline task 13). The customer asks for "flights leaving 3-4 hours
 * from the original departure time"; the reservation lists HAT252 by number and date only, the
 * agent searches the new day and answers "Here are some nonstop flights ... that fit your time
 * preference": 03:00 and 08:00, where HAT252 leaves at 01:00. Every time and price is real; the fit
 * is asserted against a time no tool returned.
 *
 * A sentence that says options fit (or that none fit) a window of hours around the original or
 * current departure, in its own words or by pointing at the customer's ("your time preference"
 * after the customer tied it to the original departure), is invented when none of the run's
 * records gives a departure time for the reservation's flights. The hours are read from the
 * sentence, else from the customer's words.
 */
import { sentenceSpans } from "../evidence/policy-passages";
import type { NormalizedRun } from "../run/types";
import { latestReservationBefore, resultsBefore } from "./run-records";
import { isPassingVerdict, type Claim } from "./types";

const ORIGINAL = /\b(?:original|current|scheduled|existing)\s+(?:flight(?:'s)?\s+)?departure(?:\s+time)?\b|\boriginal\s+flight\s+time\b/i;
const HOURS = /\b(\d{1,2})(?:\s*(?:-|–|to)\s*(\d{1,2}))?[\s-]*hours?\b/i;
/** "fit your time preference", "match your preferred time". */
const FITS_PREFERENCE = /\b(?:fit|fits|match|matches|meet|meets|within)\s+your\s+(?:time\s+|timing\s+)?(?:preference|preferred\s+(?:time|window))\b/i;

export function addTimeWindowClaims(claims: Claim[], text: string, run: NormalizedRun, beforeSeq: number, customerWords: string): void {
  const own = ORIGINAL.test(text) && HOURS.test(text);
  const pointed = FITS_PREFERENCE.test(text) && ORIGINAL.test(customerWords) && HOURS.test(customerWords);
  if (!own && !pointed) return;
  const latest = latestReservationBefore(run, beforeSeq, (r) => r.flights.length > 0);
  if (!latest) return;
  const flights = latest.reservation.flights.map((f) => f.flight);
  // A departure time of one of the reservation's flights in any record before the reply.
  for (const e of resultsBefore(run, beforeSeq)) {
    for (const f of flights) {
      const at = e.content.indexOf(`"${f}"`);
      if (at >= 0 && /departure_time|"departs?"|departure"\s*:/i.test(e.content.slice(Math.max(0, at - 300), at + 400))) return;
    }
  }
  for (const [start, end] of sentenceSpans(text)) {
    const sentence = text.slice(start, end);
    const says = (ORIGINAL.test(sentence) && HOURS.test(sentence)) || (pointed && FITS_PREFERENCE.test(sentence));
    if (!says) continue;
    const m = HOURS.exec(sentence) ?? HOURS.exec(customerWords);
    const min = m ? Number(m[1]) : 0;
    const max = m ? Number(m[2] ?? m[1]) : 0;
    const lead = sentence.length - sentence.trimStart().length;
    const span: [number, number] = [start + lead, start + lead + sentence.trim().length];
    if (claims.some((c) => c.span[0] <= span[0] && c.span[1] >= span[1] && !isPassingVerdict(c.verdict))) continue;
    claims.push({
      kind: "duration",
      text: sentence.trim(),
      span,
      value: { type: "duration", min, max, unit: "hour", about: "departure" },
      citations: { tools: [], clauses: [] },
      verdict: "invented",
      held: true,
      reason: `judges flights against a window of ${min === max ? min : `${min}-${max}`} hours around the original departure, but no record this run read gives when ${flights.join(", ")} of reservation ${latest.reservation.id} (message ${latest.entry.index}) depart. Look up the original flight's time first.`,
      support: [],
    });
  }
  claims.sort((a, b) => a.span[0] - b.span[0]);
}
