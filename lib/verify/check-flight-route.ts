/**
 * A flight said to fly a route its record does not (issue 10). After searching JFK→SFO for the
 * return date, agents confirm "Return: May 25, Flight HAT023 from SFO to JFK": the flight number,
 * the date and both airports are real, so every value check grounds them; the record says HAT023
 * flies JFK→SFO, and the booking has no way home.
 *
 * Only routes written onto the flight itself are read: "HAT023 from SFO to JFK" (the id, then
 * "from X to Y"), and "SFO to JFK on flight HAT023" / "SFO to JFK, Flight Number: HAT023" (the
 * route, then the id). A route heading a list of legs ("SFO to SEA: HAT134 to PHX and HAT045 to
 * SEA") is none of these. The flight's id claim is contradicted when the run holds records of
 * that flight and none of them flies from X to Y, nor is it a leg of a connection the search
 * answered from X to Y ("HAT010 from ATL to PHL via ORD"). A flight on a "Return" line under a route
 * heading ("1. **From EWR to LAX:**") is read as flying that route back. Nothing is ever added.
 */
import type { NormalizedRun } from "../run/types";
import { optionsOf, recordsOf } from "./run-records";
import { isPassingVerdict, type Claim } from "./types";

const PLACE = String.raw`(?:[A-Z][\w.'’-]*\s+){0,4}\(?([A-Z]{3})\)?`;
const ID_THEN_ROUTE = new RegExp(String.raw`\b([A-Z]{2,3}\d{2,4})\b[^\S\n]*(?:\(|,)?[^\S\n]*from\s+${PLACE}\s+to\s+${PLACE}`, "g");
/** "HAT235 (BOS-MCO)", "HAT227 (ATL-ORD, 11:00-13:00)": the flight's own route, written beside it. */
const ID_THEN_CODES = /\b([A-Z]{2,3}\d{2,4})\b[^\S\n]*\([^\S\n]*([A-Z]{3})[^\S\n]*(?:-|–|→|to)[^\S\n]*([A-Z]{3})\b/g;
const ROUTE_THEN_ID = new RegExp(String.raw`\b([A-Z]{3})\)?[^\S\n]+to[^\S\n]+${PLACE}(?:[^\S\n]*,)?[^\S\n]+(?:on[^\S\n]+)?(?:[Ff]light[^\S\n]+)?(?:[Nn]umber:?[^\S\n]+)?([A-Z]{2,3}\d{2,4})\b`, "g");

/** "1. **From EWR to LAX:**": a heading that gives the trip's way out for the lines under it. */
const HEADING = new RegExp(String.raw`^\s*(?:\d+[.)]\s*)?(?:[-*•]\s*)?(?:\*\*)?(?:from\s+)?${PLACE}\s+to\s+${PLACE}\s*:?(?:\*\*)?\s*:?\s*$`, "i");
const RETURN_LINE = /\b(?:return|inbound|coming back)\b/i;
const ID = /\b[A-Z]{2,3}\d{2,4}\b/g;

/**
 * "1. **From EWR to LAX:**" then "- **Return:** May 25, Flight HAT041": a flight on a return line
 * under a heading flies the heading's way back (LAX to EWR); its record may say otherwise.
 */
function returnsUnderHeadings(text: string): { id: string; from: string; to: string; at: number }[] {
  const out: { id: string; from: string; to: string; at: number }[] = [];
  let heading: { from: string; to: string } | null = null;
  let at = 0;
  for (const line of text.split("\n")) {
    const start = at;
    at += line.length + 1;
    const h = HEADING.exec(line);
    if (h) {
      heading = { from: h[1], to: h[2] };
      continue;
    }
    if (!line.trim()) continue;
    if (!/^\s/.test(line) && !/^\s*[-*•]/.test(line)) heading = null;
    if (!heading || !RETURN_LINE.test(line)) continue;
    for (const m of line.matchAll(ID)) out.push({ id: m[0], from: heading.to, to: heading.from, at: start + m.index });
  }
  return out;
}

interface Route { origin: string; destination: string; toolName: string; messageIndex: number; toolCallId: string; length: number }

export function checkFlightRoutes(claims: Claim[], text: string, run: NormalizedRun, beforeSeq: number): void {
  const stated: { id: string; from: string; to: string; at: number }[] = [];
  for (const m of text.matchAll(ID_THEN_ROUTE)) stated.push({ id: m[1], from: m[2], to: m[3], at: m.index });
  // A flight with its own route beside it flies that route, whatever trip the sentence began with
  // ("one-way BOS to MSP, HAT235 (BOS-MCO) and HAT298 (MCO-MSP)").
  const own = new Set<number>();
  for (const m of text.matchAll(ID_THEN_CODES)) {
    stated.push({ id: m[1], from: m[2], to: m[3], at: m.index });
    own.add(m.index);
  }
  for (const m of text.matchAll(ROUTE_THEN_ID)) {
    const at = m.index + m[0].length - m[3].length;
    if (!own.has(at)) stated.push({ id: m[3], from: m[1], to: m[2], at });
  }
  stated.push(...returnsUnderHeadings(text));
  if (!stated.length) return;
  const routes = new Map<string, Route[]>();
  // A connection the search answered: "HAT010 from ATL to PHL via ORD" gives the trip's ends.
  const trips = new Map<string, Set<string>>();
  for (const e of run.entries) {
    if (e.seq >= beforeSeq) break;
    if (e.role !== "tool") continue;
    for (const f of recordsOf(e).flights) {
      const r = { origin: f.origin, destination: f.destination, toolName: e.toolName ?? "tool", messageIndex: e.index, toolCallId: e.toolCallId, length: e.content.length };
      const list = routes.get(f.flight);
      if (list) list.push(r);
      else routes.set(f.flight, [r]);
    }
    for (const o of optionsOf(e)) {
      if (o.legs.length < 2) continue;
      const ends = `${o.legs[0].origin}>${o.legs[o.legs.length - 1].destination}`;
      for (const l of o.legs) trips.set(l.flight, (trips.get(l.flight) ?? new Set()).add(ends));
    }
  }
  // Both places must be airports the records name: "fly to SFO on HAT023" reads no route from "fly".
  const airports = new Set([...routes.values()].flat().flatMap((r) => [r.origin, r.destination]));
  for (const s of stated) {
    if (!airports.has(s.from) || !airports.has(s.to)) continue;
    const known = routes.get(s.id);
    if (!known?.length || known.some((r) => r.origin === s.from && r.destination === s.to) || trips.get(s.id)?.has(`${s.from}>${s.to}`)) continue;
    const claim = claims.find((c) => c.kind === "identifier" && c.value.type === "identifier" && c.value.id.toUpperCase() === s.id && isPassingVerdict(c.verdict) && Math.abs(c.span[0] - s.at) < 80);
    if (!claim) continue;
    const r = known[known.length - 1];
    claim.verdict = "contradicted";
    claim.reason = `${s.id} is said to fly ${s.from} → ${s.to}, but its record flies ${r.origin} → ${r.destination} (${r.toolName} result, message ${r.messageIndex}).`;
    claim.support = [{ source: "tool", messageIndex: r.messageIndex, toolCallId: r.toolCallId, toolName: r.toolName, span: [0, r.length] }];
    claim.conflict = { claimed: `${s.id}: ${s.from} → ${s.to}`, stated: `${s.id}: ${r.origin} → ${r.destination}`, why: "the route in the flight's own record" };
  }
}
