/**
 * A new flight's fare stated as the price difference of a change (issue 10: arithmetic that uses
 * real amounts wrongly). Moving the outbound LAS→PHX→IAH ($161 + $192 paid) to the nonstop HAT266
 * ($146), agents ask for "a payment method for the price difference of $146": the $146 is in the
 * search, so the value checks ground it, but the change is cheaper and yields a refund.
 *
 * In a reply about changing a reservation the run read (its flights priced as paid), an amount on
 * a line speaking of a price, fare or cost difference is contradicted when it is exactly one new
 * flight's fare in the class the reply names (else the reservation's cabin), and no difference of
 * the new flights the reply names against any of the reservation's flights, per passenger or for
 * all of them, gives it. An amount the line itself calls a fare ("Price Difference: the new flight
 * costs $146") is left alone. Only a contradiction is ever added.
 */
import type { NormalizedRun } from "../run/types";
import { classesIn } from "./check-availability";
import { dollars, FLIGHT_ID, latestReservationBefore, replySentences, searchFaresBefore } from "./run-records";
import { isPassingVerdict, type Claim } from "./types";

const DIFFERENCE = /\b(?:price|fare|cost|payment)\s+difference\b|\bdifference\s+(?:in|of)\s+(?:the\s+)?(?:price|fare|cost)s?\b/i;
/** Subsets of the reservation's flights tried as the ones replaced: 2^6 at most. */
const MAX_OLD = 6;

interface Paid { id: string; flights: { flight: string; cents: number }[]; passengers: number; cabin: string; messageIndex: number }

export function addPriceDifferenceClaims(claims: Claim[], text: string, run: NormalizedRun, beforeSeq: number): void {
  if (!DIFFERENCE.test(text)) return;
  const latest = latestReservationBefore(run, beforeSeq, (x) => x.flights.some((f) => f.cents !== null));
  const fares = searchFaresBefore(run, beforeSeq);
  if (!latest || !fares.size) return;
  const { reservation: r, entry } = latest;
  const reservation: Paid = { id: r.id, flights: r.flights.filter((f): f is typeof f & { cents: number } => f.cents !== null), passengers: Math.max(1, r.passengers), cabin: r.cabin ?? "", messageIndex: entry.index };
  if (reservation.flights.length > MAX_OLD) return;
  const named = new Set(classesIn(text).map((c) => c.name));
  const cls = named.size === 1 ? [...named][0] : reservation.cabin;
  const own = new Set(reservation.flights.map((f) => f.flight));
  const fresh = [...new Set(text.match(FLIGHT_ID) ?? [])]
    .filter((f) => !own.has(f) && typeof fares.get(f)?.prices[cls] === "number")
    .map((f) => ({ flight: f, cents: Math.round(fares.get(f)!.prices[cls] * 100) }));
  if (!fresh.length) return;
  const newSum = fresh.reduce((s, f) => s + f.cents, 0);
  const differences = new Set<number>();
  for (let mask = 1; mask < 1 << reservation.flights.length; mask++) {
    const old = reservation.flights.reduce((s, f, i) => (mask & (1 << i) ? s + f.cents : s), 0);
    for (const m of new Set([1, reservation.passengers])) differences.add(Math.abs(newSum - old) * m);
  }
  for (const line of replySentences(text)) {
    const cue = DIFFERENCE.exec(line.text);
    if (!cue) continue;
    // Only amounts after the cue: "HAT266 costs $100, so the price difference is $50" gives the fare first.
    const after = line.start + cue.index + cue[0].length;
    for (const c of claims) {
      if (c.kind !== "money" || c.value.type !== "money" || !isPassingVerdict(c.verdict) || c.span[0] < after || c.span[1] > line.end) continue;
      const cents = c.value.cents;
      const fare = fresh.find((f) => f.cents === cents);
      if (!fare || differences.has(cents)) continue;
      // "Price Difference: The new flight costs $146": stated as the fare it is, under the heading.
      if (/\b(?:flight|fare|ticket|seat)\s+(?:costs?|is\s+priced|price\s+is)\b/i.test(text.slice(after, c.span[0]))) continue;
      const source = fares.get(fare.flight)!.entry;
      const replaced = reservation.flights.map((f) => `${f.flight} ${dollars(f.cents)}`).join(", ");
      c.verdict = "contradicted";
      c.reason = `${c.text} is given as the price difference, but it is ${fare.flight}'s ${cls.replace("_", " ")} fare alone (${source.toolName ?? "search"} result, message ${source.index}); reservation ${reservation.id} (message ${reservation.messageIndex}) paid ${replaced} for the flights a change replaces, and no difference of those against the new fares gives ${c.text}.`;
      c.conflict = { claimed: line.text, stated: `${fare.flight}: ${dollars(fare.cents)}; paid: ${replaced}`, why: "a price difference is the new fares minus what was paid for the flights they replace" };
      return;
    }
  }
}
