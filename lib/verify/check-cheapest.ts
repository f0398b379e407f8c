/**
 * "The cheapest economy option is HAT110 + HAT132 at $295" when the same search has HAT110 + HAT172
 * at $207 (issue 10: "a 'cheapest' that is not"). Every flight and price is real, so the value
 * checks ground them; the superlative is the agent's own reading of the search, and it is wrong.
 *
 * Options are what a search answered: a result that is a list of priced records (a direct flight)
 * or of lists of them (a one-stop itinerary), each with `prices: {class: amount}` and, when given,
 * `available_seats`. An option is presented when the reply names every flight of it. For the route
 * and date of the options presented, the cheapest available one in the class the reply names is
 * computed; when none of the presented options costs that little, the amount the reply gives for
 * them is contradicted, with the cheaper option beside it. A reply naming several classes, or
 * none, "nonstop" vs "one-stop" read as a filter, and a superlative negated or asked are left alone.
 */
import type { NormalizedRun } from "../run/types";
import { classesIn } from "./check-availability";
import { FLIGHT_ID, searchOptionsBefore, replySentences, type Option } from "./run-records";
import { isPassingVerdict, type Claim } from "./types";

const CHEAPEST = /\b(?:cheapest|lowest[- ](?:priced?|fares?|prices?|costs?)|least expensive|most affordable)\b/i;
const NEGATED = /\b(?:not|isn['’]t|aren['’]t|no longer)\s+(?:the\s+|necessarily\s+)?(?:cheapest|lowest|least)\b/i;
const NONSTOP = /\b(?:non-?stop|direct)\b/i;
const ONE_STOP = /\b(?:one-?stop|connecting|connection|layover)\b/i;

/** The option's price in `cls`, or null when a leg has no price or no seat in it. */
function costOf(o: Option, cls: string): number | null {
  let sum = 0;
  for (const l of o.legs) {
    const p = l.prices[cls];
    if (typeof p !== "number" || (l.seats && typeof l.seats[cls] === "number" && l.seats[cls] <= 0)) return null;
    sum += p;
  }
  return Math.round(sum * 100);
}

export function checkCheapest(claims: Claim[], text: string, run: NormalizedRun, beforeSeq: number): void {
  const cue = CHEAPEST.exec(text);
  if (!cue || NEGATED.test(text)) return;
  // The sentence with the superlative is a statement about the options: it names a flight, or it
  // introduces the list ("Here are the cheapest options:"). "The cheapest fares sell out quickly" is not.
  const cueLine = replySentences(text).find((x) => x.start <= cue.index && x.end > cue.index);
  if (!cueLine || cueLine.text.endsWith("?")) return;
  const introduces = /:\s*$/.test(cueLine.text) || text.slice(cueLine.end, cueLine.end + 2).startsWith(":");
  if (!introduces && !cueLine.text.match(FLIGHT_ID)) return;
  const classes = new Set(classesIn(text).map((c) => c.name));
  if (classes.size !== 1) return;
  const cls = [...classes][0];
  const options = searchOptionsBefore(run, beforeSeq);
  if (!options.length) return;
  const legsWanted = NONSTOP.test(text) && !ONE_STOP.test(text) ? 1 : ONE_STOP.test(text) && !NONSTOP.test(text) ? 2 : 0;
  const named = new Set(text.match(/\b[A-Z]{2,3}\d{2,4}\b/g) ?? []);
  const presented = options.filter((o) => o.legs.every((l) => named.has(l.flight)) && (!legsWanted || o.legs.length === legsWanted));
  if (!presented.length) return;
  const money = claims.filter((c) => c.kind === "money" && c.value.type === "money" && isPassingVerdict(c.verdict));
  for (const route of new Set(presented.map((o) => o.route))) {
    const mine = presented.filter((o) => o.route === route).map((o) => ({ o, cost: costOf(o, cls) })).filter((x) => x.cost !== null);
    if (!mine.length) continue;
    let best: { o: Option; cost: number } | null = null;
    for (const o of options) {
      if (o.route !== route || (legsWanted && o.legs.length !== legsWanted)) continue;
      const cost = costOf(o, cls);
      if (cost !== null && (!best || cost < best.cost)) best = { o, cost };
    }
    if (!best || mine.some((x) => x.cost! <= best.cost)) continue;
    const totals = new Set(mine.map((x) => x.cost));
    const after = money.filter((c) => c.span[0] >= cueLine.start);
    const target = after.find((c) => totals.has((c.value as { cents: number }).cents)) ?? after.find((c) => c.span[0] > cue.index);
    if (!target) continue;
    const flights = best.o.legs.map((l) => l.flight).join(" + ");
    const dollars = `$${(best.cost / 100).toFixed(2)}`;
    const e = best.o.entry;
    target.verdict = "contradicted";
    target.reason = `the reply calls this the ${cue[0].toLowerCase()} ${cls.replace("_", " ")} option, but the ${e.toolName ?? "search"} result (message ${e.index}) has ${flights} at ${dollars} in ${cls.replace("_", " ")}, with seats`;
    target.support = [{ source: "tool", messageIndex: e.index, toolCallId: e.toolCallId, toolName: e.toolName, span: [0, e.content.length] }];
    target.conflict = { claimed: `${cue[0]}: ${target.text}`, stated: `${flights}: ${dollars}`, why: "a cheaper option in the same search" };
  }
}
