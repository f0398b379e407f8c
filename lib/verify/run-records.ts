/**
 * The records the record checks read from a run's tool results, each result read once: the
 * verifier judges every reply of a run against the same results, so what a result holds (its flight
 * records, the reservation it is, the membership it gives) is kept per result entry, and a reply
 * costs a walk over small per-entry summaries, not over megabytes of JSON.
 *
 * Also the one sentence list the record checks share (`replySentences`), and how they write money.
 */
import { sentenceSpans } from "../evidence/policy-passages";
import type { ToolResultEntry } from "../run/types";
import { parseToolJson } from "./parse-tool-json";

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
    flights,
  };
}

/** What one tool result holds, read once. Not JSON, or over the limit: nothing. */
export function recordsOf(e: ToolResultEntry): EntryRecords {
  const cached = read.get(e);
  if (cached) return cached;
  let out = NONE;
  const v = /"(?:flight_number|reservation_id|booking_id|membership|origin)"/.test(e.content) ? parseToolJson(e, RECORD_PARSE_LIMIT) : null;
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

export interface ReplySentence { text: string; start: number; end: number }

/** The reply's sentences and list lines, trimmed, with their [start, end) in the reply. */
export function replySentences(text: string): ReplySentence[] {
  return sentenceSpans(text).map(([start, end]) => ({ text: text.slice(start, end), start, end }));
}

export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
