/**
 * Calendar arithmetic on ISO days, all in UTC: the reference day, year-less dates, weekdays and
 * business days. Shared by the extractor and the checks that work dates out.
 */
import { MONTHS, WEEKDAYS } from "./words";

const DAY_MS = 86_400_000;

export const toIsoDay = (d: Date): string => d.toISOString().slice(0, 10);

/** The reference day (UTC midnight) for relative dates; invalid input falls back to today. */
export function referenceDay(now: Date | string | undefined): Date {
  const d = now === undefined ? new Date() : new Date(now);
  const ok = Number.isFinite(d.getTime()) ? d : new Date();
  return new Date(Date.UTC(ok.getUTCFullYear(), ok.getUTCMonth(), ok.getUTCDate()));
}

/** Month name or abbreviation ("Sept.", "jan") → 1..12, or 0. */
export function monthNumber(name: string): number {
  const n = name.toLowerCase().replace(/\.$/, "");
  if (n.length < 3) return 0;
  const i = MONTHS.findIndex((m) => m === n || m.slice(0, 3) === n || (n === "sept" && m === "september"));
  return i + 1;
}

function validDay(y: number, m: number, d: number): string | null {
  const t = new Date(Date.UTC(y, m - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d) return null;
  return toIsoDay(t);
}

/** An absolute date; without a year, the year that puts it nearest the reference day. */
export function absoluteDate(year: number | null, month: number, day: number, ref: Date): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (year !== null) return year >= 1900 && year <= 2200 ? validDay(year, month, day) : null;
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

export const addDays = (ref: Date, n: number): Date => new Date(ref.getTime() + n * DAY_MS);
export const isoAddDays = (iso: string, n: number): string => toIsoDay(addDays(new Date(`${iso}T00:00:00Z`), n));

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

/** Whole days from `a` to `b` (ISO days or instants). */
export const daysBetween = (a: Date, b: Date): number => Math.round((b.getTime() - a.getTime()) / DAY_MS);

/** Candidate days of a weekday named in a reply: its next occurrence, and today too when today is that weekday. */
export function weekdayDates(name: string, ref: Date, next: boolean): string[] {
  const target = (WEEKDAYS as readonly string[]).indexOf(name.toLowerCase());
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

/** The weekday of an ISO day ("monday"). */
export const weekdayOf = (iso: string): string => WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()];
