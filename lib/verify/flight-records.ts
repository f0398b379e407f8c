/**
 * The flight records a tool result holds (`flight_number`, `origin`, `destination`, anywhere in
 * its JSON: search answers nest them in lists, reservations in `flights`), walked once per result
 * entry: the route checks read the same results for every reply of a run.
 */
import type { ToolResultEntry } from "../run/types";
import { parseToolJson } from "./parse-tool-json";

export interface FlightRecord { flight: string; origin: string; destination: string }

const PARSE_LIMIT = 512 * 1024;
const walked = new WeakMap<ToolResultEntry, FlightRecord[]>();

export function flightRecordsOf(e: ToolResultEntry): FlightRecord[] {
  let out = walked.get(e);
  if (out) return out;
  out = [];
  if (e.content.includes('"flight_number"')) {
    const stack = [parseToolJson(e, PARSE_LIMIT)];
    let steps = 0;
    while (stack.length && steps++ < 50_000) {
      const x = stack.pop();
      if (Array.isArray(x)) stack.push(...x);
      else if (x && typeof x === "object") {
        const o = x as Record<string, unknown>;
        if (typeof o.flight_number === "string" && typeof o.origin === "string" && typeof o.destination === "string") {
          out.push({ flight: o.flight_number, origin: o.origin, destination: o.destination });
        }
        for (const y of Object.values(o)) if (y && typeof y === "object") stack.push(y);
      }
    }
  }
  walked.set(e, out);
  return out;
}
