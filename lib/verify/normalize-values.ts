/**
 * Normalisation of the values a reply states: money to integer cents, percentages to a ratio,
 * dates (absolute and relative) to ISO days. All date arithmetic is in UTC.
 */
import { MONTHS, WEEKDAYS } from "./noise-words";

const DAY = 86_400_000;

/** "1,234.5" → 123450 cents; null when not a number. */
export function parseMoneyCents(amount: string): number | null {
  const n = Number(amount.replace(/,/g, ""));
  return Number.isFinite(n) ? Math.round(n * 100) : null;
}

/** "90" (from "90%") → 0.9, rounded to avoid 0.30000000000000004. */
export function percentToRatio(amount: string): number | null {
  const n = Number(amount);
  return Number.isFinite(n) ? Math.round(n * 1e6) / 1e8 : null;
}

/** Number formatted without float noise: 0.9, 12.5, 90. */
export function formatNumber(n: number): string {
  return String(Math.round(n * 1e6) / 1e6);
}

export function toIsoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** The reference day (UTC midnight) for relative dates; invalid input falls back to today. */
export function referenceDay(now: Date | string | undefined): Date {
  const d = now === undefined ? new Date() : new Date(now);
  const ok = Number.isFinite(d.getTime()) ? d : new Date();
  return new Date(Date.UTC(ok.getUTCFullYear(), ok.getUTCMonth(), ok.getUTCDate()));
}

/** Month name or 3-letter abbreviation → 1..12, or 0. */
export function monthNumber(name: string): number {
  const n = name.toLowerCase().replace(/\.$/, "");
  const i = MONTHS.findIndex((m) => m === n || m.slice(0, 3) === n || (n === "sept" && m === "september"));
  return i + 1;
}

function validDay(y: number, m: number, d: number): string | null {
  const t = new Date(Date.UTC(y, m - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d) return null;
  return toIsoDay(t);
}

/**
 * An absolute date. Without a year, the year that puts the date nearest the reference day is
 * taken ("May 23" said on 2024-12-30 is read as 2025-05-23 only if that is nearer than 2024-05-23).
 */
export function absoluteDate(year: number | null, month: number, day: number, ref: Date): string | null {
  if (year !== null) return validDay(year, month, day);
  const y = ref.getUTCFullYear();
  let best: string | null = null;
  let bestGap = Infinity;
  for (const cand of [y - 1, y, y + 1]) {
    const iso = validDay(cand, month, day);
    if (!iso) continue;
    const gap = Math.abs(Date.parse(iso) - ref.getTime());
    if (gap < bestGap) [best, bestGap] = [iso, gap];
  }
  return best;
}

export function addDays(ref: Date, n: number): Date {
  return new Date(ref.getTime() + n * DAY);
}

/** The day `n` business days (Mon-Fri) after ref. */
export function addBusinessDays(ref: Date, n: number): Date {
  let d = ref;
  let left = n;
  while (left > 0) {
    d = addDays(d, 1);
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) left--;
  }
  return d;
}

/**
 * Candidate days of a weekday named in a reply: its next occurrence, and today too when today is
 * that weekday ("arrives Thursday" said on a Thursday is ambiguous, so both are accepted).
 */
export function weekdayDates(name: string, ref: Date, next: boolean): string[] {
  const target = WEEKDAYS.indexOf(name.toLowerCase());
  if (target < 0) return [];
  let delta = (target - ref.getUTCDay() + 7) % 7;
  const out: string[] = [];
  if (delta === 0) {
    if (!next) out.push(toIsoDay(ref));
    delta = 7;
  }
  out.push(toIsoDay(addDays(ref, delta)));
  if (next && delta < 7) out.push(toIsoDay(addDays(ref, delta + 7)));
  return out;
}

/** Every day from `from` to `to` inclusive, capped at 31 days. */
export function dayRange(from: Date, to: Date): string[] {
  const out: string[] = [];
  for (let d = from; d.getTime() <= to.getTime() && out.length < 31; d = addDays(d, 1)) out.push(toIsoDay(d));
  return out;
}
