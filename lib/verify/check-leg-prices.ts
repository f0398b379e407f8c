/**
 * One price on a line of two flights that is the fare of one of them (issue 10: arithmetic that
 * uses real amounts wrongly). "2. **SFO to SEA**: Flight HAT134 to PHX and HAT045 to SEA, Price:
 * $210": $210 is HAT134's business fare, HAT045's $370 is left out, and the trip's total ($833)
 * is built on it. The value check finds $210 in the search and grounds it.
 *
 * A line naming the flights of one connection a search answered (in its order), with one amount, is
 * read as that connection's price in the class the reply names (one class only): the amount is contradicted
 * when it is exactly one flight's fare and not their sum. Lines with an amount per flight, or
 * "per flight" / "each", are left alone. Nothing is ever added.
 */
import type { NormalizedRun } from "../run/types";
import { classesIn } from "./check-availability";
import { dollars, FLIGHT_ID, replySentences, searchFaresBefore, searchOptionsBefore } from "./run-records";
import { isPassingVerdict, type Claim } from "./types";

const EACH = /\b(?:each|per\s+(?:flight|leg|segment))\b/i;

export function checkLegPrices(claims: Claim[], text: string, run: NormalizedRun, beforeSeq: number): void {
  const classes = new Set(classesIn(text).map((c) => c.name));
  if (classes.size !== 1) return;
  const cls = [...classes][0];
  let fares: ReturnType<typeof searchFaresBefore> | null = null;
  /** The connections the searches answered, as their flights in order ("HAT134+HAT045"). */
  let connections: Set<string> | null = null;
  for (const line of replySentences(text)) {
    const ids = [...new Set(line.text.match(FLIGHT_ID) ?? [])];
    if (ids.length < 2 || EACH.test(line.text)) continue;
    const money = claims.filter((c) => c.kind === "money" && c.value.type === "money" && c.span[0] >= line.start && c.span[1] <= line.end);
    if (money.length !== 1 || !isPassingVerdict(money[0].verdict)) continue;
    fares ??= searchFaresBefore(run, beforeSeq);
    connections ??= new Set(searchOptionsBefore(run, beforeSeq).filter((o) => o.legs.length > 1).map((o) => o.legs.map((l) => l.flight).join("+")));
    // Only one connection the search answered: "instead of HAT001, HAT002 at $210" names two flights, not one trip.
    if (!connections.has(ids.join("+"))) continue;
    const legs = ids.map((id) => {
      const f = fares!.get(id);
      const p = f?.prices[cls];
      return [id, typeof p === "number" ? { cents: Math.round(p * 100), messageIndex: f!.entry.index, toolName: f!.entry.toolName ?? "search" } : undefined] as const;
    });
    if (legs.some(([, f]) => !f)) continue;
    const cents = (money[0].value as { cents: number }).cents;
    const sum = legs.reduce((s, [, f]) => s + f!.cents, 0);
    const alone = legs.find(([, f]) => f!.cents === cents);
    if (cents === sum || !alone) continue;
    const others = legs.filter(([id]) => id !== alone[0]).map(([id, f]) => `${id} $${(f!.cents / 100).toFixed(2)}`).join(", ");
    const c = money[0];
    c.verdict = "contradicted";
    c.reason = `${c.text} prices ${ids.join(" + ")}, but it is ${alone[0]}'s ${cls.replace("_", " ")} fare alone (${alone[1]!.toolName} result, message ${alone[1]!.messageIndex}); ${others} ${legs.length > 2 ? "are" : "is"} left out: together $${(sum / 100).toFixed(2)}.`;
    c.conflict = { claimed: line.text, stated: `${ids.join(" + ")}: ${dollars(sum)}`, why: "the fares of every flight on the line, from the search", whole: sum };
  }
}
