/**
 * An upgrade priced for part of the reservation (issue 10: "return legs left out"). Asked to move a
 * round trip to the 24th and upgrade everyone to business, agents price the new outbound flights
 * only: "HAT112 (IAH to LAS) and HAT047 (LAS to SEA), Cost Difference: $1,023" = (404 + 202) × 3 −
 * (126 + 139) × 3. The arithmetic is right, so the values ground; but the policy keeps one cabin
 * across all the flights, so the return legs are upgraded too, and the customer is quoted a part.
 *
 * In a reply about upgrading (a class named, "upgrade"), an amount on a line of cost or difference
 * is contradicted when it equals the new fares of a searched option the reply names, minus what the
 * reservation paid for the flights that option replaces (its own flights from the option's origin to
 * its destination) while others remain, per passenger or for all of them, and the
 * reply never says the rest of the trip is included. Only where the policy keeps the cabin the same
 * across the flights. Nothing is added.
 */
import type { NormalizedRun } from "../run/types";
import { classesIn } from "./check-availability";
import { flightsCabinRule } from "./check-partial-scope";
import { passageRef, passageSupport, passageWhere, type PolicyIndex } from "./match-policy";
import { FLIGHT_ID, latestReservationBefore, replySentences, searchOptionsBefore, type Option } from "./run-records";
import { isPassingVerdict, type Claim } from "./types";

const UPGRADE = /\bupgrad\w*/i;
const COST_LINE = /\b(?:cost|difference|additional|total|price|fare|charge)\b/i;
/** The reply says the quote covers the whole trip: then its amount is judged as a value. */
const WHOLE = /\b(?:return|both\s+(?:ways|directions|legs)|all\s+(?:the\s+)?(?:flights|legs|segments)|entire\s+(?:trip|reservation|itinerary)|round[- ]trip|inbound)\b/i;

export function checkPartialUpgrade(claims: Claim[], text: string, run: NormalizedRun, beforeSeq: number, policyIndex: () => PolicyIndex): void {
  if (!UPGRADE.test(text) || WHOLE.test(text)) return;
  const classes = new Set(classesIn(text).map((c) => c.name));
  if (classes.size !== 1) return;
  const cls = [...classes][0];
  const latest = latestReservationBefore(run, beforeSeq, (x) => x.flights.length >= 2 && x.flights.every((f) => f.cents !== null));
  if (!latest || latest.reservation.cabin === cls.replace("_", " ")) return;
  const r = { ...latest.reservation, messageIndex: latest.entry.index };
  const options = searchOptionsBefore(run, beforeSeq);
  const named = new Set(text.match(FLIGHT_ID) ?? []);
  const offered = options.filter((o) => o.legs.every((l) => named.has(l.flight) && typeof l.prices[cls] === "number"));
  // Two named nonstops from two searches that chain (HAT131 IAH -> LAS, then HAT047 LAS -> SEA) are one option too.
  const direct = offered.filter((o) => o.legs.length === 1);
  for (const a of direct) {
    for (const b of direct) {
      if (a !== b && a.legs[0].destination === b.legs[0].origin && a.legs[0].origin !== b.legs[0].destination) {
        offered.push({ legs: [a.legs[0], b.legs[0]], route: `${a.legs[0].origin}-${b.legs[0].destination}`, entry: b.entry });
      }
    }
  }
  if (!offered.length) return;
  // What an option replaces: the reservation's flights that run, in order, from its origin to its
  // destination (the outbound of a round trip). The rest of the reservation stays as it is.
  const partial = new Map<number, { option: Option; kept: string[] }>();
  for (const o of offered) {
    const from = o.legs[0].origin;
    const to = o.legs[o.legs.length - 1].destination;
    const fresh = o.legs.reduce((s, l) => s + Math.round(l.prices[cls] * 100), 0);
    for (let i = 0; i < r.flights.length; i++) {
      if (r.flights[i].origin !== from) continue;
      for (let j = i; j < r.flights.length; j++) {
        if (r.flights[j].destination !== to) continue;
        const replaced = r.flights.slice(i, j + 1);
        const kept = [...r.flights.slice(0, i), ...r.flights.slice(j + 1)].map((f) => f.flight);
        if (!kept.length) break;
        const old = replaced.reduce((s, f) => s + (f.cents ?? 0), 0);
        for (const m of new Set([1, Math.max(1, r.passengers)])) {
          const diff = (fresh - old) * m;
          if (diff > 0 && !partial.has(diff)) partial.set(diff, { option: o, kept });
        }
        break;
      }
    }
  }
  const passage = flightsCabinRule(policyIndex());
  if (!passage || !partial.size) return;
  const p = passageRef(passage);
  for (const line of replySentences(text)) {
    if (!COST_LINE.test(line.text)) continue;
    for (const c of claims) {
      if (c.kind !== "money" || c.value.type !== "money" || !isPassingVerdict(c.verdict) || c.span[0] < line.start || c.span[1] > line.end) continue;
      const hit = partial.get(c.value.cents);
      if (!hit) continue;
      const flights = hit.option.legs.map((l) => l.flight).join(" + ");
      c.verdict = "contradicted";
      c.reason = `${c.text} upgrades only ${flights} against the flights they replace; reservation ${r.id} (message ${r.messageIndex}) keeps ${hit.kept.join(", ")} in ${r.cabin ?? "its cabin"}, and ${passageWhere(p)} keeps one cabin across all the flights: "${p.text}"`;
      c.passage = p;
      c.support = [passageSupport(p)];
      c.conflict = { claimed: line.text, stated: p.text, why: `the upgrade leaves ${hit.kept.join(", ")} out; the cabin must be the same on every flight` };
    }
  }
}
