import { canonicalScalar } from "./canonicalize";
import type { ArgValue } from "./collect-args";
import type { Ledger } from "./ledger-types";
import { findOccurrences, locateAll } from "./locate-evidence";
import type { RunClock } from "../evidence";
import { ledgerClock } from "./run-evidence";
import type { EvidenceLocation, Finding } from "./types";

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** Places in the customer's words that name this month and day ("May 20th", "20 May", "5/20"). */
function spokenDate(l: Ledger, month: number, day: number): EvidenceLocation[] {
  const name = MONTHS[month - 1];
  const m = `(?:${name}|${name.slice(0, 3)}\\.?)`;
  const re = new RegExp(`\\b${m}\\s+${day}(?:st|nd|rd|th)?\\b|\\b${day}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${m}\\b|\\b0?${month}/0?${day}\\b`, "gi");
  const out: EvidenceLocation[] = [];
  for (const s of l.sources) {
    if (s.source !== "user") continue;
    re.lastIndex = 0;
    let hit: RegExpExecArray | null;
    while ((hit = re.exec(s.text)) && out.length < 5) {
      out.push({ messageIndex: s.messageIndex, toolCallId: null, source: "user", span: [hit.index, hit.index + hit[0].length], text: hit[0] });
    }
  }
  return out;
}

const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const RELATIVE = /\b(today|tonight|tomorrow|yesterday|day after tomorrow|(?:this|next|last|on)\s+(sunday|monday|tuesday|wednesday|thursday|friday|saturday))\b/gi;

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** "tomorrow", "next Friday" in the customer's words resolved against the run's clock. */
function relativeDate(l: Ledger, iso: string, clock: RunClock): { at: EvidenceLocation; said: string } | null {
  for (const s of l.sources) {
    if (s.source !== "user") continue;
    RELATIVE.lastIndex = 0;
    let hit: RegExpExecArray | null;
    while ((hit = RELATIVE.exec(s.text))) {
      const w = hit[1].toLowerCase();
      let days: string[] = [];
      if (w === "today" || w === "tonight") days = [clock.day];
      else if (w === "tomorrow") days = [addDays(clock.day, 1)];
      else if (w === "yesterday") days = [addDays(clock.day, -1)];
      else if (w === "day after tomorrow") days = [addDays(clock.day, 2)];
      else if (hit[2]) {
        const ahead = (WEEKDAYS.indexOf(hit[2].toLowerCase()) - new Date(`${clock.day}T00:00:00Z`).getUTCDay() + 7) % 7 || 7;
        // "next Friday" is read both ways people mean it: the coming one, or the one after.
        days = w.startsWith("last") ? [addDays(clock.day, ahead - 7)] : w.startsWith("next") ? [addDays(clock.day, ahead), addDays(clock.day, ahead + 7)] : [addDays(clock.day, ahead)];
      }
      if (days.includes(iso)) return { at: { messageIndex: s.messageIndex, toolCallId: null, source: "user", span: [hit.index, hit.index + hit[0].length], text: hit[0] }, said: hit[0] };
    }
  }
  return null;
}

/**
 * Dates are checked softly: they lower args_grounded when unseen but never reject on their own,
 * because customers say "May 20th" and agents rightly write 2024-05-20. Relative dates the
 * customer said ("tomorrow", "next Friday") are read against the run's clock (lib/evidence: the
 * check's now, else the system prompt's current time, else the latest timestamp in the results,
 * else the wall clock), and the finding says which clock.
 */
export function checkDates(l: Ledger, values: ArgValue[], now?: Date | string): Finding[] {
  const findings: Finding[] = [];
  let clock: RunClock | null = null;
  for (const a of values) {
    if (a.arg.role !== "date") continue;
    const v = canonicalScalar(a.value);
    if (!v) continue;
    let evidence = locateAll(l, findOccurrences(l, v));
    const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
    if (!evidence.length && iso) {
      evidence = locateAll(l, findOccurrences(l, iso[0]));
      if (!evidence.length) evidence = spokenDate(l, Number(iso[2]), Number(iso[3]));
    }
    let note: string | undefined;
    if (!evidence.length && iso) {
      clock ??= ledgerClock(l, now);
      const rel = relativeDate(l, iso[0], clock);
      if (rel) {
        evidence = [rel.at];
        note = `the customer said "${rel.said}"; read against the run's clock, ${clock.day} from ${clock.detail}`;
      } else note = `not seen; the run's clock is ${clock.day} (${clock.detail})`;
    }
    findings.push({ path: a.path, value: a.value, role: "date", status: evidence.length ? "grounded" : "unseen", evidence, weight: 0.5, score: evidence.length ? 1 : 0, ...(note ? { note } : {}) });
  }
  return findings;
}
