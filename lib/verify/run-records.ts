/**
 * The records the record checks read from a run's tool results, each result read once: the
 * verifier judges every reply of a run against the same results, so what a result holds (its flight
 * records, the reservation it is, the membership it gives) is kept per result entry, and a reply
 * costs a walk over small per-entry summaries, not over megabytes of JSON.
 *
 * Also the searches' priced options (`optionsOf`), the run-wide views the checks read before a
 * reply (the search options, the latest reservation, the fares), the one sentence list they share
 * (`replySentences`), and how they write money.
 */
import { calculatorCalls } from "../evidence/calculator-results";
import { sentenceSpans } from "../evidence/policy-passages";
import type { NormalizedRun, ToolResultEntry } from "../run/types";
import { parseToolJson } from "./parse-tool-json";
import type { Claim } from "./types";

/** Results larger than this are not parsed for records: a reservation or a search answer is a few KB. */
export const RECORD_PARSE_LIMIT = 512 * 1024;
/** Flight numbers as agents and airline tools write them ("HAT023"). */
export const FLIGHT_ID = /\b[A-Z]{2,3}\d{2,4}\b/g;

export interface FlightRecord { flight: string; origin: string; destination: string }

export interface ReservationRecord {
  id: string;
  origin: string | null;
  destination: string | null;
  cabin: string | null;
  passengers: number;
  passengerNames: string[];
  totalBags: number | null;
  /** `"insurance": "yes" | "no"` (or a boolean), when the record says. */
  insurance: boolean | null;
  /** The reservation's flights as booked, with the price paid when given. */
  flights: { flight: string; cents: number | null; origin: string | null; destination: string | null }[];
}

export interface EntryRecords {
  flights: FlightRecord[];
  /** Airports the result names as an origin or destination. */
  airports: string[];
  reservation: ReservationRecord | null;
  /** A profile's `"membership": "gold"`, lower case. */
  membership: string | null;
}

const NONE: EntryRecords = { flights: [], airports: [], reservation: null, membership: null };
const read = new WeakMap<ToolResultEntry, EntryRecords>();

const str = (v: unknown) => (typeof v === "string" ? v : null);

function reservationOf(o: Record<string, unknown>): ReservationRecord | null {
  const id = o.reservation_id ?? o.booking_id;
  if (typeof id !== "string") return null;
  const flights = Array.isArray(o.flights)
    ? o.flights
        .filter((f): f is Record<string, unknown> => !!f && typeof f === "object" && typeof (f as Record<string, unknown>).flight_number === "string")
        .map((f) => ({ flight: f.flight_number as string, cents: typeof f.price === "number" ? Math.round(f.price * 100) : null, origin: str(f.origin), destination: str(f.destination) }))
    : [];
  const passengers = Array.isArray(o.passengers) ? o.passengers : [];
  return {
    id,
    origin: str(o.origin),
    destination: str(o.destination),
    cabin: typeof o.cabin === "string" ? o.cabin.replace(/_/g, " ").toLowerCase() : null,
    passengers: passengers.length,
    passengerNames: passengers.map((p) => str((p as Record<string, unknown>)?.first_name)).filter((n): n is string => !!n),
    totalBags: typeof o.total_baggages === "number" ? o.total_baggages : null,
    insurance: typeof o.insurance === "boolean" ? o.insurance : o.insurance === "yes" ? true : o.insurance === "no" ? false : null,
    flights,
  };
}

/** What one tool result holds, read once. Not JSON, or over the limit: nothing. */
export function recordsOf(e: ToolResultEntry): EntryRecords {
  const cached = read.get(e);
  if (cached) return cached;
  let out = NONE;
  // Over the limit nothing is parsed, so the key test (a scan of the whole text) is skipped too.
  const v = e.content.length <= RECORD_PARSE_LIMIT && /"(?:flight_number|reservation_id|booking_id|membership|origin)"/.test(e.content) ? parseToolJson(e, RECORD_PARSE_LIMIT) : null;
  if (v && typeof v === "object") {
    const flights: FlightRecord[] = [];
    const airports = new Set<string>();
    const stack: unknown[] = [v];
    let steps = 0;
    while (stack.length && steps++ < 100_000) {
      const x = stack.pop();
      // Pushed one by one: a spread of a 200,000-element array overflows the call stack.
      if (Array.isArray(x)) for (const y of x) stack.push(y);
      else if (x && typeof x === "object") {
        const o = x as Record<string, unknown>;
        const origin = str(o.origin);
        const destination = str(o.destination);
        if (origin) airports.add(origin);
        if (destination) airports.add(destination);
        if (typeof o.flight_number === "string" && origin && destination) flights.push({ flight: o.flight_number, origin, destination });
        for (const y of Object.values(o)) if (y && typeof y === "object") stack.push(y);
      }
    }
    const top = Array.isArray(v) ? null : (v as Record<string, unknown>);
    out = { flights, airports: [...airports], reservation: top ? reservationOf(top) : null, membership: top && typeof top.membership === "string" ? top.membership.toLowerCase() : null };
  }
  read.set(e, out);
  return out;
}

export interface Leg { flight: string; origin: string; destination: string; date: string; prices: Record<string, number>; seats?: Record<string, number> }
export interface Option { legs: Leg[]; route: string; entry: ToolResultEntry }

function legOf(v: unknown): Leg | null {
  if (!v || typeof v !== "object" || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  const flight = o.flight_number;
  if (typeof flight !== "string" || typeof o.origin !== "string" || typeof o.destination !== "string") return null;
  if (!o.prices || typeof o.prices !== "object") return null;
  const seats = o.available_seats && typeof o.available_seats === "object" ? (o.available_seats as Record<string, number>) : undefined;
  return { flight, origin: o.origin, destination: o.destination, date: String(o.date ?? ""), prices: o.prices as Record<string, number>, seats };
}

const parsedOptions = new WeakMap<ToolResultEntry, Option[]>();
/** A search answer's options; anything else has none. */
export function optionsOf(e: ToolResultEntry): Option[] {
  let out = parsedOptions.get(e);
  if (out) return out;
  out = [];
  const v = e.content.includes('"prices"') ? parseToolJson(e, RECORD_PARSE_LIMIT) : null;
  if (Array.isArray(v)) {
    for (const item of v) {
      const legs = (Array.isArray(item) ? item : [item]).map(legOf);
      if (!legs.length || legs.some((l) => !l)) continue;
      const ls = legs as Leg[];
      out.push({ legs: ls, route: `${ls[0].origin}>${ls[ls.length - 1].destination}|${ls[0].date}`, entry: e });
    }
  }
  parsedOptions.set(e, out);
  return out;
}

/** The tool results before the reply at `beforeSeq`, in order. */
export function* resultsBefore(run: NormalizedRun, beforeSeq: number): Generator<ToolResultEntry> {
  for (const e of run.entries) {
    if (e.seq >= beforeSeq) return;
    if (e.role === "tool") yield e;
  }
}

/** Every priced option the run's searches answered before the reply. */
export function searchOptionsBefore(run: NormalizedRun, beforeSeq: number): Option[] {
  const out: Option[] = [];
  for (const e of resultsBefore(run, beforeSeq)) for (const o of optionsOf(e)) out.push(o);
  return out;
}

/** flight_number → its prices per class and the result they came from; a later search wins. */
export function searchFaresBefore(run: NormalizedRun, beforeSeq: number): Map<string, { prices: Record<string, number>; entry: ToolResultEntry }> {
  const out = new Map<string, { prices: Record<string, number>; entry: ToolResultEntry }>();
  for (const o of searchOptionsBefore(run, beforeSeq)) for (const l of o.legs) out.set(l.flight, { prices: l.prices, entry: o.entry });
  return out;
}

/** The last reservation the run read before the reply that `keep` accepts, with the result it came from. */
export function latestReservationBefore(run: NormalizedRun, beforeSeq: number, keep: (r: ReservationRecord) => boolean): { reservation: ReservationRecord; entry: ToolResultEntry } | null {
  let out: { reservation: ReservationRecord; entry: ToolResultEntry } | null = null;
  for (const e of resultsBefore(run, beforeSeq)) {
    const r = recordsOf(e).reservation;
    if (r && keep(r)) out = { reservation: r, entry: e };
  }
  return out;
}

export interface ReplySentence { text: string; start: number; end: number }

/** The reply's sentences and list lines, trimmed, with their [start, end) in the reply. */
export function replySentences(text: string): ReplySentence[] {
  return sentenceSpans(text).map(([start, end]) => ({ text: text.slice(start, end), start, end }));
}

export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The agent's calculator calls before `beforeSeq`: call id → the expression it was given (read once per run). */
export function calculatorExpressionsBefore(run: NormalizedRun, beforeSeq: number): Map<string, string> {
  return calculatorCalls(run.entries, beforeSeq);
}

/** The calculator expression whose answer grounds a claim, if one does. */
export function calculationBehind(claim: Claim, expressions: ReadonlyMap<string, string>): string | undefined {
  for (const s of claim.support) if (s.source === "tool" && s.toolCallId !== undefined && expressions.has(s.toolCallId)) return expressions.get(s.toolCallId);
  return undefined;
}
