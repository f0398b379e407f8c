/**
 * "HAT276 departs May 25 at 18:00 and arrives May 26 at 00:00": the arrival day of a flight whose
 * record lands the next day ("scheduled_arrival_time_est": "00:00:00+1") is its date plus the days
 * the record adds, the record's own statement of it. The flight's date is the record's `date`, else
 * the date the search was for (its call's argument). Only a date claim no tool result gave, told of
 * that flight (the last flight number before it), and only the exact day the record adds: any other
 * day, or the day told of another flight, stays invented.
 */
import { callsOf } from "./check-action-claims";
import { addDays, toIsoDay } from "./normalize-values";
import { parseToolJson } from "./parse-tool-json";
import { FLIGHT_ID, RECORD_PARSE_LIMIT } from "./run-records";
import type { NormalizedRun } from "../run/types";
import type { Claim } from "./types";

const LATER_DAY = /\+(\d)\s*$/;

interface Landing { flight: string; day: string; arrival: string; messageIndex: number; toolCallId: string; toolName: string; span: [number, number] }

function landings(run: NormalizedRun, beforeSeq: number): Landing[] {
  const out: Landing[] = [];
  for (const call of callsOf(run, beforeSeq)) {
    const e = call.result;
    if (!e || e.isError || !e.content.includes("+")) continue;
    const v = parseToolJson(e, RECORD_PARSE_LIMIT);
    if (!Array.isArray(v)) continue;
    const argDate = call.args && typeof call.args === "object" ? (call.args as Record<string, unknown>).date : undefined;
    for (const item of v.flat()) {
      if (!item || typeof item !== "object") continue;
      const o = item as Record<string, unknown>;
      const arrival = Object.entries(o).find(([k, x]) => /arriv/i.test(k) && typeof x === "string")?.[1] as string | undefined;
      const plus = arrival ? LATER_DAY.exec(arrival) : null;
      const date = typeof o.date === "string" ? o.date : typeof argDate === "string" ? argDate : null;
      if (!plus || typeof o.flight_number !== "string" || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) continue;
      const at = e.content.indexOf(arrival!);
      out.push({ flight: o.flight_number, arrival: arrival!, day: toIsoDay(addDays(new Date(`${date}T00:00:00Z`), +plus[1])), messageIndex: e.index, toolCallId: e.toolCallId, toolName: e.toolName ?? call.name, span: [at, at + arrival!.length] });
    }
  }
  return out;
}

export function checkOvernightArrivals(claims: Claim[], text: string, run: NormalizedRun, beforeSeq: number): void {
  const open = claims.filter((c) => c.kind === "date" && c.verdict === "invented" && c.value.type === "date" && !c.value.relative && c.value.dates.length === 1);
  if (!open.length || !/\d{2}:\d{2}|\b(?:arriv|land)/i.test(text)) return;
  const all = landings(run, beforeSeq);
  if (!all.length) return;
  const flights = [...text.matchAll(FLIGHT_ID)];
  for (const c of open) {
    const day = (c.value as { dates: string[] }).dates[0];
    // The flight the date is told of: the last one the reply named before it.
    const about = flights.filter((m) => m.index < c.span[0]).pop()?.[0];
    const l = all.find((x) => x.flight === about && x.day === day);
    if (!l) continue;
    c.verdict = "grounded";
    c.reason = `${day} is the day ${l.flight} lands: its record arrives the next day ("${l.arrival}", ${l.toolName} result, message ${l.messageIndex})`;
    c.support = [{ source: "tool", messageIndex: l.messageIndex, toolCallId: l.toolCallId, toolName: l.toolName, span: l.span }];
  }
}
