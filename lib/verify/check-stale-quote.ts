/**
 * A new booking priced from an old one (issue 10: "old prices used without a search"). Asked to
 * book "the same flights as my current reservation" for a friend, agents add up the `price` fields
 * of the reservation they read (158 + 141 + $30 insurance = $329) and quote that as the new
 * booking's total. Every operand is in the evidence, so the value and derived-amount checks ground
 * it; but a reservation's prices are what was paid when it was booked, and the booking tool then
 * charges today's fares ($375).
 *
 * In a conversation where the customer asked to book, before any booking call and before any
 * search answered with prices, a total quoted for the booking ("the total cost ... is $329") is
 * contradicted when the run read a reservation whose flights carry prices: the only prices the
 * agent had are the old ones; so is any amount the agent's calculator worked out by adding up two or
 * more of those prices ("the remaining balance on your certificate will be $201" = "500 - (158 +
 * 141)"). Once a search or a booking attempt has answered, the totals come from them and are judged
 * as values. Only a contradiction is ever added.
 */
import type { NormalizedRun } from "../run/types";
import { signedOperands } from "../evidence/calculator-results";
import { calculationBehind, calculatorExpressionsBefore, optionsOf, recordsOf, replySentences } from "./run-records";
import { isPassingVerdict, type Claim } from "./types";

/** The customer asks for a new booking: "book a flight for my friend", "a new reservation". */
const ASKS_TO_BOOK = /\b(?:book|reserve)\s+(?:a|an|another|one|new|the\s+same|him|her|them|flights?|seats?|tickets?|for)\b|\bnew\s+(?:booking|reservation)\b/i;
/** A call that books (or tries to): after it, its own answer prices the booking. */
const BOOKING_CALL = /^(?:book|create|make|place|purchase)_?/i;
/** A quoted total: "the total cost ... is $329", "Total Price: $299", "it will cost $299". */
const TOTAL = /\btotal\b[^.\n]{0,60}?(?:\bcost|\bprice|\bfare|\bamount)|\b(?:cost|price|fare)s?\b[^.\n]{0,12}\btotal\b|\bwill\s+cost\b/i;
/** A total that is not the new booking's: a refund, what was paid, the reservation the customer has. */
const NOT_THE_QUOTE = /\b(?:refund\w*|paid|current|existing|original|previous|already)\b/i;

export function addStaleQuoteClaims(claims: Claim[], text: string, run: NormalizedRun, beforeSeq: number): void {
  const expressions = calculatorExpressionsBefore(run, beforeSeq);
  if (!TOTAL.test(text) && !expressions.size) return;
  let asked = false;
  let old: { id: string; messageIndex: number; prices: Set<number> } | null = null;
  for (const e of run.entries) {
    if (e.seq >= beforeSeq) break;
    if (e.role === "user" && ASKS_TO_BOOK.test(e.text)) asked = true;
    else if (e.role === "assistant" && e.toolCalls?.some((c) => BOOKING_CALL.test(c.name))) return;
    else if (e.role === "tool") {
      if (optionsOf(e).length) return;
      const r = recordsOf(e).reservation;
      if (r?.flights.some((f) => f.cents !== null)) old = { id: r.id, messageIndex: e.index, prices: new Set(r.flights.flatMap((f) => (f.cents === null ? [] : [f.cents]))) };
    }
  }
  if (!asked || !old) return;
  const from = old;
  // "The remaining balance on your certificate will be $201" = calculate("500 - (158 + 141)"): an
  // answer that adds up two or more of the old reservation's prices is priced from them too.
  for (const c of claims) {
    if (c.kind !== "money" || !isPassingVerdict(c.verdict)) continue;
    const expr = calculationBehind(c, expressions);
    const used = expr ? signedOperands(expr).filter((o) => from.prices.has(Math.round(o.value * 100))) : [];
    if (!expr || used.length < 2) continue;
    c.verdict = "contradicted";
    c.reason = `${c.text} comes from calculate("${expr}"), which adds up the prices of reservation ${from.id} (message ${from.messageIndex}): what was paid when it was booked, and no search of current fares was made in this run. Search the flights and quote their current prices.`;
    c.support = [];
    c.conflict = { claimed: c.text, stated: `prices of reservation ${from.id}, paid at its booking`, why: "a new booking is priced at today's fares, which only a search gives" };
  }
  if (!TOTAL.test(text)) return;
  // The quoted total: the first amount of a sentence or list line that speaks of a total, and not
  // of a refund, of what was paid, or of the reservation the prices came from.
  for (const line of replySentences(text)) {
    if (!TOTAL.test(line.text) || NOT_THE_QUOTE.test(line.text) || line.text.includes(from.id)) continue;
    const c = claims.find((x) => x.kind === "money" && isPassingVerdict(x.verdict) && x.span[0] >= line.start && x.span[1] <= line.end);
    if (!c) continue;
    c.verdict = "contradicted";
    c.reason = `${c.text} is quoted as the new booking's total, but no search of current fares was made in this run: the only prices the agent had are those of reservation ${from.id} (message ${from.messageIndex}), which are what was paid when it was booked. Search the flights and quote their current prices.`;
    c.support = [];
    c.conflict = { claimed: line.text, stated: `prices of reservation ${from.id}, paid at its booking`, why: "a new booking is priced at today's fares, which only a search gives" };
    return;
  }
}
