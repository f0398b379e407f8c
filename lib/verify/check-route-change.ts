/**
 * A change that moves a reservation somewhere else (issue 10). The airline policy: "Other
 * reservations can be modified without changing the origin, destination, and trip type". Agents
 * asked to fly to Newark instead of Philadelphia search ATL→EWR and offer "Would you like to proceed
 * with changing your reservation to one of these options?": every flight, time and price is real,
 * so the value checks ground them all; the change itself is one the policy forbids.
 *
 * The route the reply proposes is read from its own words: an airport written as a place the trip
 * goes to ("DFW to EWR", "to Newark (EWR)") that the reply never flies on from is an end of the
 * route. Airports are the codes the run's records give as an origin or destination. The reply is
 * contradicted when it proposes a change (not a new booking) and an end is none of the airports of
 * any reservation the run read that it could be about: the one it names, else every one read. A
 * change through another connection keeps its ends (ATL→LGA→PHL for ATL→ORD→PHL), so it passes.
 * Only a contradiction is ever added, and only where the policy states the rule; a sentence that
 * restates the rule is supported by it.
 */
import type { PolicyPassage } from "../evidence/policy-passages";
import type { NormalizedRun } from "../run/types";
import { addPolicyConflict } from "./add-policy-conflict";
import { passageRef, passageSupport, passageWhere, perPolicy, type PolicyIndex } from "./match-policy";
import { FLIGHT_ID, recordsOf, replySentences } from "./run-records";
import type { Claim } from "./types";

/** "without changing the origin, destination", "the destination cannot be changed". */
const RULE = /\bwithout\s+changing\s+(?:the\s+)?(?:origin|destination)\b|\b(?:origin|destination)\b[^.]{0,40}\b(?:cannot|can\s*not|can['’]t|may\s+not|must\s+not)\s+be\s+(?:changed|modified)\b/i;
/** The reply proposes changing an existing reservation. */
const CHANGE = /\b(?:chang|modif|updat|switch|mov)\w*\s+(?:your\s+|the\s+|this\s+)?(?:current\s+|existing\s+)?(?:reservation|booking|itinerary|flights?)\b|\bproceed\s+with\s+(?:the|this)\s+(?:change|modification|update)\b/i;
const NEW_BOOKING = /\b(?:new\s+(?:booking|reservation)|book(?:ing)?\s+a\s+new|separate\s+(?:booking|reservation))\b/i;
/** An airport the trip goes to: "to EWR", "to Newark (EWR)", "to Newark Liberty International (EWR)". */
const GOES_TO = /\bto\s+(?:(?:[A-Z][\w.'’-]*\s+){1,5}\()?([A-Z]{3})\b/g;
/** An airport the trip leaves from: "from ATL", "from Atlanta (ATL)", "ATL to", "ATL →". */
const LEAVES_FROM = /\bfrom\s+(?:(?:[A-Z][\w.'’-]*\s+){1,5}\()?([A-Z]{3})\b|\b([A-Z]{3})\)?[ \t]*(?:to|→|->)[ \t]/g;
/** The reply refuses the change it names: "I can't modify your reservation to fly to EWR". */
const REFUSES = /\b(?:cannot|can['’]t|can\s+not|unable|not\s+(?:able|allowed|possible|permitted)|won['’]t\s+be\s+able)\b/i;

interface Reservation { id: string; airports: Set<string>; origin: string; destination: string; messageIndex: number }

const rulePassage = perPolicy((index): PolicyPassage | null => index.passages.find((p) => RULE.test(p.text)) ?? null);

/** The rule restated: "you want to change the destination from LGA to JFK, which is not allowed". */
const STATES_RULE = /\b(?:chang|modif|switch)\w*\s+(?:the\s+|your\s+)?(?:origin|destination)\b[^.!?]{0,60}?\b(?:not\s+(?:allowed|permitted|possible)|does\s+not\s+(?:permit|allow)|cannot|can['’]t)\b|\b(?:not\s+(?:permit|allow)\w*|cannot|can['’]t)\s+(?:be\s+)?(?:chang|modif)\w*\s+(?:the\s+)?(?:origin|destination)\b|\b(?:origin|destination)\s+(?:cannot|can['’]t|may\s+not)\s+be\s+(?:changed|modified)\b/i;

/**
 * An uncited sentence that restates the rule in its own words ("the policy does not permit changing
 * the destination from LGA to JFK") is supported by the rule's passage, which the general match
 * scores low: the sentence's airports and framing are not in it.
 */
function supportRuleStatements(claims: Claim[], passage: PolicyPassage): void {
  for (const c of claims) {
    if (c.kind !== "policy" || c.verdict !== "invented" || c.citations.clauses.length || !STATES_RULE.test(c.text)) continue;
    const p = passageRef(passage);
    Object.assign(c, {
      verdict: "supported_uncited",
      reason: `cites no clause, but ${passageWhere(p)} states the rule it restates: "${p.text}"; suggested citation ${p.id}`,
      support: [passageSupport(p)],
      passage: p,
    });
  }
}

/** A call's `origin` and `destination` airport codes, when it has both. */
function searchArgs(raw: unknown): { origin: string; destination: string } | null {
  let args: unknown = raw;
  if (typeof raw === "string") {
    if (raw.length > 4096) return null;
    try {
      args = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const o = args && typeof args === "object" ? (args as Record<string, unknown>) : null;
  return o && typeof o.origin === "string" && typeof o.destination === "string" && /^[A-Z]{3}$/.test(o.origin) && /^[A-Z]{3}$/.test(o.destination) ? { origin: o.origin, destination: o.destination } : null;
}

export function addRouteChangeClaims(claims: Claim[], text: string, run: NormalizedRun, beforeSeq: number, policyIndex: () => PolicyIndex): void {
  if (STATES_RULE.test(text)) {
    const passage = rulePassage(policyIndex());
    if (passage) supportRuleStatements(claims, passage);
  }
  if (!CHANGE.test(text) || NEW_BOOKING.test(text)) return;
  const known = new Set<string>();
  const reservations: Reservation[] = [];
  const legs = new Map<string, string>();
  // The routes the run searched: "ATL to EWR" asked of a search tool is a trip from ATL, for a reply
  // that names only where it goes ("the new flight option to Newark (EWR)").
  const searched: { origin: string; destination: string }[] = [];
  for (const e of run.entries) {
    if (e.seq >= beforeSeq) break;
    if (e.role === "assistant") {
      for (const c of e.toolCalls) {
        const args = searchArgs(c.rawArguments);
        if (args) searched.push(args);
      }
    }
    if (e.role !== "tool") continue;
    const rec = recordsOf(e);
    for (const a of rec.airports) known.add(a);
    for (const f of rec.flights) legs.set(f.flight, f.origin);
    const r = rec.reservation;
    if (r?.origin && r.destination) {
      const airports = new Set([r.origin, r.destination]);
      for (const f of r.flights) for (const a of [f.origin, f.destination]) if (a) airports.add(a);
      reservations.push({ id: r.id, origin: r.origin, destination: r.destination, airports, messageIndex: e.index });
    }
  }
  if (!reservations.length) return;
  const leaves = new Set<string>();
  for (const m of text.matchAll(LEAVES_FROM)) leaves.add(m[1] ?? m[2]);
  // A flight the reply names leaves from its record's origin ("HAT134 to PHX and HAT045 to SEA").
  for (const m of text.matchAll(FLIGHT_ID)) if (legs.has(m[0])) leaves.add(legs.get(m[0])!);
  const ends: { code: string; at: number }[] = [];
  for (const m of text.matchAll(GOES_TO)) {
    if (known.has(m[1]) && !leaves.has(m[1]) && !ends.some((x) => x.code === m[1])) ends.push({ code: m[1], at: m.index });
  }
  if (!ends.length) return;
  const named = reservations.filter((r) => new RegExp(`\\b${r.id}\\b`).test(text));
  const about = named.length ? named : reservations;
  const outside = ends.find((x) => about.every((r) => !r.airports.has(x.code)));
  // Only a trip from a reservation's own origin: a trip from elsewhere may be one leg of it through
  // a new connection (ATL→LAS on the way back to LAX), which keeps the reservation's ends.
  // A reply that names no origin at all leaves from where the run searched from to that end.
  const from = about.filter((r) => leaves.has(r.origin) || (leaves.size === 0 && searched.some((x) => x.origin === r.origin && x.destination === outside?.code)));
  if (!outside || !from.length) return;
  const passage = rulePassage(policyIndex());
  if (!passage) return;
  const r = from[from.length - 1];
  // The sentence that proposes the change carries the finding; one that refuses it states the rule.
  const proposal = replySentences(text).find((x) => CHANGE.test(x.text));
  if (!proposal || REFUSES.test(proposal.text)) return;
  const sentence = proposal.text;
  addPolicyConflict(claims, passage, {
    sentence,
    span: [proposal.start, proposal.end],
    stated: passage.text,
    reason: (p) => `proposes changing reservation ${r.id} (${r.origin} → ${r.destination}, message ${r.messageIndex}) to a trip that goes to ${outside.code}, but ${passageWhere(p)} keeps the origin and destination of a modified reservation: "${p.text}"`,
    why: `${outside.code} is not an airport of reservation ${r.id}; a change keeps its origin and destination`,
  });
  claims.sort((a, b) => a.span[0] - b.span[0]);
}
