/**
 * The run's clock: the moment "today", "Thursday", "May 10th" and "within 24 hours of booking" are
 * read against. A replayed transcript from 2024 must not be judged by today's wall clock, so the
 * order is: the caller's explicit `now`; a current-time statement in the system/developer prompt
 * ("The current time is 2024-05-15 15:00:00 EST"); the latest timestamp the run's tool results
 * carry; the wall clock only when the run says nothing. Shared by the guard and the verifier.
 */
import type { NormalizedRun } from "../run/types";

export type ClockSource = "explicit" | "prompt" | "evidence" | "wall";

export interface RunClock {
  now: Date;
  /** YYYY-MM-DD of `now` (UTC). */
  day: string;
  source: ClockSource;
  /** Where the time came from, for reasons shown to a reviewer. */
  detail: string;
  /** The system prompt's statement of the time, when that is the source: its message and span. */
  statement?: { messageIndex: number; span: [number, number] };
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const ISO = String.raw`(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?`;
const NAMED = String.raw`(?:[A-Za-z]+,?\s+)?([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})`;
/** "The current time is …", "Today's date is …", "Current date: …", "Today is …". */
const STATEMENT = new RegExp(String.raw`\b(?:(?:the\s+)?current\s+(?:date\s+and\s+)?(?:time|date)(?:\s+is|:)|today(?:'s\s+date)?\s+is|(?:the\s+)?date\s+today\s+is|now\s+is)\s*(?:${ISO}|${NAMED})`, "i");
/** Timestamps in tool results: a date with a time of day (a bare date may be a future flight). */
const STAMP = /\b(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/g;

const iso = (d: Date) => d.toISOString().slice(0, 10);

function utc(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): Date | null {
  const t = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return t.getUTCMonth() === mo - 1 && t.getUTCDate() === d && y >= 1970 && y <= 2200 ? t : null;
}

function fromPrompt(run: NormalizedRun): { at: Date; text: string; index: number; span: [number, number] } | null {
  for (const e of run.entries) {
    if (e.role !== "system") continue;
    const m = STATEMENT.exec(e.text);
    if (!m) continue;
    let at: Date | null = null;
    if (m[1]) at = utc(+m[1], +m[2], +m[3], m[4] ? +m[4] : 0, m[5] ? +m[5] : 0, m[6] ? +m[6] : 0);
    else if (m[7]) {
      const mo = MONTHS.indexOf(m[7].slice(0, 3).toLowerCase()) + 1;
      if (mo > 0) at = utc(+m[9], mo, +m[8]);
    }
    if (at) return { at, text: m[0].trim(), index: e.index, span: [m.index, m.index + m[0].length] };
  }
  return null;
}

/** The latest date-and-time in any tool result (the wall time the run's records were read at, at least). */
function fromEvidence(run: NormalizedRun): { at: Date; index: number } | null {
  let best: { at: Date; index: number } | null = null;
  for (const e of run.entries) {
    if (e.role !== "tool") continue;
    STAMP.lastIndex = 0;
    for (let m = STAMP.exec(e.content); m; m = STAMP.exec(e.content)) {
      const at = utc(+m[1], +m[2], +m[3], +m[4], +m[5], m[6] ? +m[6] : 0);
      if (at && (!best || at > best.at)) best = { at, index: e.index };
    }
  }
  return best;
}

export function resolveRunClock(run: NormalizedRun, explicitNow?: Date | string): RunClock {
  if (explicitNow !== undefined) {
    const at = new Date(explicitNow);
    if (Number.isFinite(at.getTime())) return { now: at, day: iso(at), source: "explicit", detail: `the check's now (${iso(at)})` };
  }
  const p = fromPrompt(run);
  if (p) return { now: p.at, day: iso(p.at), source: "prompt", detail: `the system prompt (message ${p.index}): "${p.text}"`, statement: { messageIndex: p.index, span: p.span } };
  const ev = fromEvidence(run);
  if (ev) return { now: ev.at, day: iso(ev.at), source: "evidence", detail: `the latest timestamp in the tool results (message ${ev.index}, ${ev.at.toISOString().slice(0, 19)})` };
  const at = new Date();
  return { now: at, day: iso(at), source: "wall", detail: "the wall clock: the run states no current time and its results carry no timestamps" };
}
