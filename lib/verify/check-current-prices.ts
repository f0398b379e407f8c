/**
 * A new fare labelled as what the reservation costs now (issue 10, airline task 23): "- **Current
 * Economy Prices:** Outgoing $130, Return $180", where $130 is the economy fare of HAT072, the new
 * flight the reply offers, and the reservation's outbound cost $177 + $146. The amount is real, so
 * the value check grounds it; the label says it is the reservation's, and the reservation's record
 * says otherwise, so every difference worked out from it is wrong too.
 *
 * On a line labelled as the current, original or existing price ("Current Fare:", "Original Total
 * Price:"), an amount is contradicted when it is none of the latest reservation's own figures (a
 * flight's price, the sum of consecutive flights' prices, either times its passengers) and it is a
 * fare some search gave. Only a contradiction is ever added.
 */
import type { NormalizedRun } from "../run/types";
import { dollars, latestReservationBefore, replySentences, searchOptionsBefore } from "./run-records";
import { isPassingVerdict, type Claim } from "./types";

const CURRENT_LABEL = /^\s*(?:[-*•]\s*)?(?:\*\*)?(?:current|original|existing)\b[^:\n]{0,40}\b(?:prices?|fares?|costs?)(?:\s*\([^)]*\))?(?:\*\*)?\s*:/i;

export function checkCurrentPrices(claims: Claim[], text: string, run: NormalizedRun, beforeSeq: number): void {
  const lines = replySentences(text).filter((l) => CURRENT_LABEL.test(l.text));
  if (!lines.length) return;
  const latest = latestReservationBefore(run, beforeSeq, (r) => r.flights.some((f) => f.cents !== null));
  if (!latest) return;
  const r = latest.reservation;
  const own = new Set<number>();
  const prices = r.flights.map((f) => f.cents ?? 0);
  for (let i = 0; i < prices.length; i++) {
    let sum = 0;
    for (let j = i; j < prices.length; j++) {
      sum += prices[j];
      own.add(sum);
      own.add(sum * Math.max(1, r.passengers));
    }
  }
  const fares = new Set<number>();
  for (const o of searchOptionsBefore(run, beforeSeq)) for (const l of o.legs) for (const p of Object.values(l.prices)) if (typeof p === "number") fares.add(Math.round(p * 100));
  for (const line of lines) {
    for (const c of claims) {
      if (c.kind !== "money" || c.value.type !== "money" || !isPassingVerdict(c.verdict) || c.span[0] < line.start || c.span[1] > line.end) continue;
      const cents = Math.abs(c.value.cents);
      if (own.has(cents) || !fares.has(cents)) continue;
      c.verdict = "contradicted";
      c.held = true;
      c.reason = `${c.text} is given as the reservation's current price, but it is a fare from a search; reservation ${r.id} (message ${latest.entry.index}) paid ${r.flights.map((f) => `${f.flight} ${dollars(f.cents ?? 0)}`).join(", ")}.`;
      c.conflict = { claimed: line.text, stated: `${r.id}: ${r.flights.map((f) => `${f.flight} ${dollars(f.cents ?? 0)}`).join(", ")}`, why: "the price the reservation's record gives" };
    }
  }
}
