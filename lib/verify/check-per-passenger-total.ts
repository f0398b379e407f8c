/**
 * One passenger's fares given as the total of a reservation that has several (issue 10: "per
 * passenger shown as a total"). For a three-passenger reservation, agents write "Current
 * Reservation: Total Price $189" (it paid $567) and "Total New Price: $1,625" (3 × $1,625 at the
 * searched fares): every amount is a real sum of real prices, so the derived-amount check grounds
 * it, and the customer is told a third of what they will pay.
 *
 * In a reply about a reservation the run read with two or more passengers, a line that speaks of a
 * total (and not of a price per passenger, per person or each) is contradicted when its amount is
 * exactly one passenger's sum: the reservation's own flight prices, or the searched fares, in the
 * class the reply names, of the flights the reply names. Nothing is added.
 */
import { signedOperands } from "../evidence/calculator-results";
import type { NormalizedRun } from "../run/types";
import { classesIn } from "./check-availability";
import { calculationBehind, calculatorExpressionsBefore, dollars, FLIGHT_ID, latestReservationBefore, recordsOf, replySentences, resultsBefore, searchFaresBefore } from "./run-records";
import { isPassingVerdict, type Claim } from "./types";
import { correctsEarlierFigure } from "./check-restated-amounts";

const TOTAL = /\btotal\b/i;
const PER_HEAD = /\b(?:per|each|a)\s+(?:passenger|person|traveler|traveller|pax|ticket|head)\b|\beach\b|\bper[- ]passenger\b|\bper\s+person\b/i;
/** The reply is about the reservation: it names it, or "your (current) reservation / booking". */
const ABOUT = /\byour\s+(?:current\s+|existing\s+)?(?:reservation|booking|trip)\b|\bcurrent\s+reservation\b/i;

export function checkPerPassengerTotals(claims: Claim[], text: string, run: NormalizedRun, beforeSeq: number): void {
  if (!TOTAL.test(text) || PER_HEAD.test(text)) return;
  const latest = latestReservationBefore(run, beforeSeq, (x) => x.passengers >= 2 && x.flights.every((f) => f.cents !== null));
  if (!latest || !(ABOUT.test(text) || text.includes(latest.reservation.id))) return;
  const r = { ...latest.reservation, messageIndex: latest.entry.index };
  const fares = searchFaresBefore(run, beforeSeq);
  const classes = new Set(classesIn(text).map((c) => c.name));
  const cls = classes.size === 1 ? [...classes][0] : null;
  const named = [...new Set(text.match(FLIGHT_ID) ?? [])];
  const searched = cls ? named.filter((f) => typeof fares.get(f)?.prices[cls] === "number") : [];
  const sums: { cents: number; what: string }[] = [];
  const paid = r.flights.reduce((s, f) => s + (f.cents ?? 0), 0);
  if (paid > 0) sums.push({ cents: paid, what: `reservation ${r.id}'s flight prices for one passenger (${r.flights.map((f) => `${f.flight} ${dollars(f.cents ?? 0)}`).join(" + ")})` });
  if (searched.length) {
    const cents = searched.reduce((s, f) => s + Math.round(fares.get(f)!.prices[cls!] * 100), 0);
    sums.push({ cents, what: `one passenger's ${cls!.replace("_", " ")} fares for ${searched.join(" + ")}` });
  }
  if (!sums.length) return;
  for (const line of replySentences(text)) {
    if (!TOTAL.test(line.text)) continue;
    const c = claims.find((x) => x.kind === "money" && x.value.type === "money" && isPassingVerdict(x.verdict) && x.span[0] >= line.start && x.span[1] <= line.end && sums.some((s) => s.cents === (x.value as { cents: number }).cents));
    if (!c) continue;
    const sum = sums.find((s) => s.cents === (c.value as { cents: number }).cents)!;
    const all = dollars(sum.cents * r.passengers);
    c.verdict = "contradicted";
    c.reason = `${c.text} is given as a total, but it is ${sum.what}; reservation ${r.id} (message ${r.messageIndex}) has ${r.passengers} passengers, so the total is ${all}.`;
    c.conflict = { claimed: line.text, stated: `${r.passengers} passengers × ${dollars(sum.cents)} = ${all}`, why: "a reservation's total counts every passenger" };
  }
}

/**
 * The same, worked out by the agent's calculator: "save you a total of $7,222" from
 * calculate("(1859 - 140) + (1679 - 101) + ..."), where 1859 and 1679 are what a two-passenger
 * reservation paid per passenger, and nothing in the expression counts the passengers (airline task
 * 2). A money claim on a line about a total, grounded by a calculator's answer, is contradicted
 * when the reply is about that reservation (it names it, or "your ... reservations") and the
 * expression uses two or more of the flight prices of a reservation with two or more passengers
 * and never multiplies by that count.
 */
const ABOUT_ANY = /\byour\s+(?:[\w-]+\s+){0,3}(?:reservations?|bookings?|trips?)\b/i;

export function checkPerPassengerCalculations(claims: Claim[], text: string, run: NormalizedRun, beforeSeq: number): void {
  if (!TOTAL.test(text) || PER_HEAD.test(text)) return;
  const expressions = calculatorExpressionsBefore(run, beforeSeq);
  if (!expressions.size) return;
  const shared: { id: string; passengers: number; prices: Set<number>; messageIndex: number }[] = [];
  for (const e of resultsBefore(run, beforeSeq)) {
    const r = recordsOf(e).reservation;
    if (r && r.passengers >= 2) shared.push({ id: r.id, passengers: r.passengers, prices: new Set(r.flights.flatMap((f) => (f.cents === null ? [] : [f.cents]))), messageIndex: e.index });
  }
  if (!shared.length) return;
  for (const line of replySentences(text)) {
    if (!TOTAL.test(line.text)) continue;
    for (const c of claims) {
      if (c.kind !== "money" || !isPassingVerdict(c.verdict) || c.span[0] < line.start || c.span[1] > line.end) continue;
      const expr = calculationBehind(c, expressions);
      // "The previous total of $7,222 was wrong: it counted one passenger" says what this check would.
      if (!expr || correctsEarlierFigure(text, c, line.start, line.end)) continue;
      const ops = signedOperands(expr).map((o) => o.value);
      // About that reservation ("your business class reservations", its id), not a new booking priced from it.
      const r = shared.find((x) => (ABOUT_ANY.test(text) || text.includes(x.id)) && ops.filter((n) => x.prices.has(Math.round(n * 100))).length >= 2 && !ops.includes(x.passengers));
      if (!r) continue;
      c.verdict = "contradicted";
      c.reason = `${c.text} is given as a total, but calculate("${expr}") counts one passenger of reservation ${r.id} (message ${r.messageIndex}), which has ${r.passengers}: its prices are per passenger and nothing multiplies them by ${r.passengers}.`;
      c.conflict = { claimed: line.text, stated: `${r.id}: ${r.passengers} passengers`, why: "a reservation's total counts every passenger" };
    }
  }
}
