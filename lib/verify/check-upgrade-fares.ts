/**
 * An upgrade quoted with some flights at what the reservation paid for them in its current cabin
 * (issue 10, airline task 17): "Upgrading the entire round trip to business class for all
 * passengers would cost $2,604" from calculate("(404 + 202 + 148 + 114) * 3"), where 404 and 202 are
 * the new flights' business fares and 148 and 114 are what the return legs cost in economy. No
 * business fare for those legs was looked up; the figure is the agent's calculator, so the value
 * checks ground it.
 *
 * In a reply about moving to one class (an upgrade, the class named, not the reservation's own
 * cabin), a money claim grounded by a calculator's answer is contradicted when an operand the
 * expression adds (not one it subtracts: "new - paid" is the honest difference) is the price the
 * reservation paid for one of its flights, and no record gives that flight that price in the class
 * quoted; or when it adds a fare of that class that belongs only to flights the reply does not name,
 * while it names others whose fares it adds (task 24: "HAT068 $245, HAT278 $443, Total Additional
 * Cost: $523" from "245 + 368 + 443 - 533", $368 being HAT025's). Only a contradiction is ever added.
 */
import { signedOperands } from "../evidence/calculator-results";
import type { NormalizedRun } from "../run/types";
import { classesIn } from "./check-availability";
import { calculationBehind, calculatorExpressionsBefore, FLIGHT_ID, latestReservationBefore, replySentences, searchOptionsBefore } from "./run-records";
import { isPassingVerdict, type Claim } from "./types";

/** A move to another class: "upgrade", or a change "to Flight HAT068 ... in Business Class". */
const UPGRADE = /\bupgrad\w*|\bchang\w*/i;

export function checkUpgradeFares(claims: Claim[], text: string, run: NormalizedRun, beforeSeq: number): void {
  if (!UPGRADE.test(text)) return;
  const classes = new Set(classesIn(text).map((c) => c.name));
  if (classes.size !== 1) return;
  const cls = [...classes][0];
  const latest = latestReservationBefore(run, beforeSeq, (r) => r.flights.some((f) => f.cents !== null));
  if (!latest || (latest.reservation.cabin ?? "").replace("_", " ") === cls.replace("_", " ")) return;
  const r = latest.reservation;
  const expressions = calculatorExpressionsBefore(run, beforeSeq);
  if (!expressions.size) return;
  // The class's fares the searches gave, per flight, and the flights each fare belongs to.
  const fares = new Map<string, Set<number>>();
  const flightsAt = new Map<number, Set<string>>();
  for (const o of searchOptionsBefore(run, beforeSeq)) {
    for (const l of o.legs) {
      const p = l.prices[cls];
      if (typeof p !== "number") continue;
      const set = fares.get(l.flight) ?? new Set<number>();
      set.add(Math.round(p * 100));
      fares.set(l.flight, set);
      const at = flightsAt.get(Math.round(p * 100)) ?? new Set<string>();
      at.add(l.flight);
      flightsAt.set(Math.round(p * 100), at);
    }
  }
  const sentences = replySentences(text);
  const named = new Set(text.match(FLIGHT_ID) ?? []);
  for (const c of claims) {
    if (c.kind !== "money" || c.value.type !== "money" || !isPassingVerdict(c.verdict)) continue;
    const expr = calculationBehind(c, expressions);
    if (!expr) continue;
    const added = signedOperands(expr).filter((o) => o.sign === 1).map((o) => Math.round(o.value * 100));
    const atPaid = r.flights.filter((f) => f.cents !== null && added.includes(f.cents) && !(fares.get(f.flight)?.has(f.cents)) && ![...fares.values()].some((s) => s.has(f.cents!)));
    const line = sentences.find((s) => c.span[0] >= s.start && c.span[0] < s.end);
    if (!atPaid.length) {
      // A fare of a flight the quote does not name: "HAT068 $245, HAT278 $443, Total Additional Cost: $523"
      // from "245 + 368 + 443 - 533", where $368 is HAT025's business fare.
      const foreign = added.filter((k) => {
        const owners = flightsAt.get(k);
        return owners && named.size > 0 && [...owners].every((f) => !named.has(f)) && !r.flights.some((f) => f.cents === k);
      });
      const namedFares = added.filter((k) => [...(flightsAt.get(k) ?? [])].some((f) => named.has(f)));
      if (!foreign.length || !namedFares.length) continue;
      const k = foreign[0];
      const owners = [...flightsAt.get(k)!].join(", ");
      c.verdict = "contradicted";
      c.held = true;
      c.reason = `${c.text} comes from calculate("${expr}"), which adds $${(k / 100).toFixed(2)}, the ${cls} fare of ${owners}, a flight the quote does not include (it names ${[...named].join(", ")}).`;
      c.conflict = { claimed: line?.text ?? c.text, stated: `$${(k / 100).toFixed(2)} is ${owners}'s ${cls} fare`, why: "the total adds a fare of a flight not in the quote" };
      continue;
    }
    const list = atPaid.map((f) => `${f.flight} at $${((f.cents ?? 0) / 100).toFixed(2)}`).join(", ");
    c.verdict = "contradicted";
    c.held = true;
    c.reason = `${c.text} comes from calculate("${expr}"), which prices ${list}: what reservation ${r.id} (message ${latest.entry.index}) paid in ${r.cabin ?? "its cabin"}, not a ${cls} fare; no ${cls} fare for ${atPaid.length === 1 ? "that flight" : "those flights"} was looked up.`;
    c.conflict = { claimed: line?.text ?? c.text, stated: `${r.id} paid ${list} in ${r.cabin ?? "its cabin"}`, why: `an upgrade's cost needs each flight's ${cls} fare` };
  }
}

/**
 * A change's difference that subtracts only part of what a new flight replaces (airline task 23:
 * "(282 - 177) + (443 - 180)", where the nonstop HAT072 IAH -> SFO at $282 replaces both IAH -> JFK
 * at $177 and JFK -> SFO at $146, and the $146 is never subtracted). For a money claim grounded by
 * a calculator's answer: each added operand that is a searched fare of a flight, whose route the
 * reservation flies as a run of its own flights, must come with all or none of those flights'
 * prices subtracted. Only a contradiction is ever added.
 */
export function checkReplacedLegs(claims: Claim[], text: string, run: NormalizedRun, beforeSeq: number): void {
  if (!claims.some((c) => c.kind === "money" && isPassingVerdict(c.verdict))) return;
  const expressions = calculatorExpressionsBefore(run, beforeSeq);
  if (!expressions.size) return;
  const latest = latestReservationBefore(run, beforeSeq, (r) => r.flights.length >= 2 && r.flights.every((f) => f.cents !== null && f.origin && f.destination));
  if (!latest) return;
  const r = latest.reservation;
  const routesAt = new Map<number, { flight: string; origin: string; destination: string }[]>();
  for (const o of searchOptionsBefore(run, beforeSeq)) {
    if (o.legs.length !== 1) continue;
    const l = o.legs[0];
    for (const p of Object.values(l.prices)) {
      if (typeof p !== "number") continue;
      const list = routesAt.get(Math.round(p * 100)) ?? [];
      list.push({ flight: l.flight, origin: l.origin, destination: l.destination });
      routesAt.set(Math.round(p * 100), list);
    }
  }
  const sentences = replySentences(text);
  for (const c of claims) {
    if (c.kind !== "money" || c.value.type !== "money" || !isPassingVerdict(c.verdict)) continue;
    const expr = calculationBehind(c, expressions);
    if (!expr) continue;
    const ops = signedOperands(expr).map((o) => ({ cents: Math.round(o.value * 100), sign: o.sign }));
    const subtracted = new Set(ops.filter((o) => o.sign === -1).map((o) => o.cents));
    for (const add of ops.filter((o) => o.sign === 1)) {
      for (const route of routesAt.get(add.cents) ?? []) {
        const i = r.flights.findIndex((f) => f.origin === route.origin);
        const j = r.flights.findIndex((f, k) => k >= i && f.destination === route.destination);
        if (i < 0 || j <= i) continue;
        const replaced = r.flights.slice(i, j + 1);
        const taken = replaced.filter((f) => subtracted.has(f.cents!));
        if (!taken.length || taken.length === replaced.length) continue;
        const left = replaced.filter((f) => !subtracted.has(f.cents!));
        const line = sentences.find((s) => c.span[0] >= s.start && c.span[0] < s.end);
        const fmt = (fs: typeof replaced) => fs.map((f) => `${f.flight} $${((f.cents ?? 0) / 100).toFixed(2)}`).join(", ");
        c.verdict = "contradicted";
        c.held = true;
        c.reason = `${c.text} comes from calculate("${expr}"): ${route.flight} (${route.origin} to ${route.destination}) replaces ${fmt(replaced)} of reservation ${r.id} (message ${latest.entry.index}), but only ${fmt(taken)} is subtracted; ${fmt(left)} is left out.`;
        c.conflict = { claimed: line?.text ?? c.text, stated: `${route.flight} replaces ${fmt(replaced)}`, why: "a change's difference subtracts every flight the new one replaces" };
        break;
      }
      if (c.verdict === "contradicted") break;
    }
  }
}
