/**
 * "I'd like the same route but for the day after" → "we'll change the flight dates to 2024-05-24":
 * the date is the customer's own request, worked out from the reservation's flight date. A date claim
 * no tool result gave is grounded when the customer's last words ask to move the trip by one day
 * ("the day after", "the next day", "one day later", "delay ... by one day"; "the day before", "one
 * day earlier") and the date is exactly that day from a flight date of the reservation the run read
 * last. Nothing else is moved: another shift, or a date the reservation does not lead to, stays invented.
 */
import { addDays, toIsoDay } from "./normalize-values";
import { latestReservationBefore } from "./run-records";
import type { NormalizedRun } from "../run/types";
import type { Claim } from "./types";

const LATER = /\b(?:the )?(?:day after|next day|following day)\b|\b(?:one|a|1) day later\b|\b(?:delay|push|move|postpone)\w*\b[^.?!]{0,60}\bby (?:one|a|1) day\b/i;
const EARLIER = /\b(?:the )?(?:day before|previous day)\b|\b(?:one|a|1) day earlier\b|\b(?:move|bring)\w*\b[^.?!]{0,60}\b(?:forward|earlier) by (?:one|a|1) day\b/i;
const FLIGHT_DATE = /"date"\s*:\s*"(\d{4}-\d{2}-\d{2})"/g;

export function checkShiftedDates(claims: Claim[], run: NormalizedRun, beforeSeq: number, customerWords: string): void {
  const shifts = [LATER.test(customerWords) ? 1 : 0, EARLIER.test(customerWords) ? -1 : 0].filter((n) => n !== 0);
  if (!shifts.length) return;
  const open = claims.filter((c) => c.kind === "date" && c.verdict === "invented" && c.value.type === "date" && !c.value.relative && c.value.dates.length === 1);
  if (!open.length) return;
  const latest = latestReservationBefore(run, beforeSeq, (r) => r.flights.length > 0);
  if (!latest) return;
  const { entry } = latest;
  const booked = [...entry.content.matchAll(FLIGHT_DATE)];
  for (const c of open) {
    const day = (c.value as { dates: string[] }).dates[0];
    for (const shift of shifts) {
      const from = booked.find((m) => toIsoDay(addDays(new Date(`${m[1]}T00:00:00Z`), shift)) === day);
      if (!from) continue;
      c.verdict = "grounded";
      c.reason = `${day} is one day ${shift > 0 ? "after" : "before"} the reservation's flight date ${from[1]} (${entry.toolName ?? "tool"} result, message ${entry.index}), as the customer asked ("${(shift > 0 ? LATER : EARLIER).exec(customerWords)![0]}")`;
      c.support = [{ source: "tool", messageIndex: entry.index, toolCallId: entry.toolCallId, ...(entry.toolName ? { toolName: entry.toolName } : {}), span: [from.index, from.index + from[0].length] }];
      break;
    }
  }
}
