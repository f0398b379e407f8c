/**
 * Units of time and money as written: "hrs", "h", "mins", "biz days", "wks", "dollars", "USD". One
 * table, so a policy saying "24 hrs" and a reply saying "24 hours" or "a day" are the same value.
 */
import type { DurationUnit } from "../types";

/** Words (lower case) naming a unit of time. "m" and "d" alone are left out: metres, millions, pence. */
const TIME_UNITS: Record<string, DurationUnit> = {
  minute: "minute", minutes: "minute", min: "minute", mins: "minute",
  hour: "hour", hours: "hour", hr: "hour", hrs: "hour", h: "hour",
  day: "day", days: "day",
  week: "week", weeks: "week", wk: "week", wks: "week",
  month: "month", months: "month", mo: "month", mos: "month",
  year: "year", years: "year", yr: "year", yrs: "year",
};

/** "business", "working", "biz", "bus." before "day(s)": days the business is open. */
const BUSINESS = /^(?:business|working|biz|bus\.?|banking)$/;

export const timeUnitOf = (word: string): DurationUnit | null => TIME_UNITS[word.toLowerCase()] ?? null;
export const isBusinessQualifier = (word: string): boolean => BUSINESS.test(word.toLowerCase());

/** How many of the smaller unit make one of the larger; null when they do not convert exactly. */
const IN_HOURS: Partial<Record<DurationUnit, number>> = { minute: 1 / 60, hour: 1, day: 24, week: 168 };

/** A duration in hours, when its unit converts exactly (business days, months and years do not). */
export function hoursOf(n: number, unit: DurationUnit): number | null {
  const f = IN_HOURS[unit];
  return f === undefined ? null : n * f;
}

/** The same length of time in the other units it converts to exactly: 48 hours = 2 days; 14 days = 2 weeks. */
export function equivalents(n: number, unit: DurationUnit): { n: number; unit: DurationUnit }[] {
  const out = [{ n, unit }];
  const hours = hoursOf(n, unit);
  if (hours !== null) {
    for (const u of ["minute", "hour", "day", "week"] as const) {
      if (u === unit) continue;
      const k = hours / IN_HOURS[u]!;
      // Whole units, or a half of a larger one ("90 minutes" is "1.5 hours").
      if ((Number.isInteger(k) || (Number.isInteger(2 * k) && k > 1 && IN_HOURS[u]! >= IN_HOURS[unit]!)) && k > 0 && k <= 100_000) out.push({ n: k, unit: u });
    }
  }
  if (unit === "month" && n % 12 === 0) out.push({ n: n / 12, unit: "year" });
  if (unit === "year") out.push({ n: n * 12, unit: "month" });
  return out;
}

/**
 * Near, not equal: a month and 30 days, a year and 365 days, business days and days. A reply that says
 * one where the evidence says the other is not checked rather than called invented.
 */
export function roughlyEqual(a: { n: number; unit: DurationUnit }, b: { n: number; unit: DurationUnit }): boolean {
  const days = (x: { n: number; unit: DurationUnit }): number | null => {
    if (x.unit === "business_day") return x.n;
    if (x.unit === "month") return x.n * 30;
    if (x.unit === "year") return x.n * 365;
    const h = hoursOf(x.n, x.unit);
    return h === null ? null : h / 24;
  };
  const da = days(a);
  const db = days(b);
  if (da === null || db === null) return false;
  return Math.abs(da - db) <= Math.max(1, 0.1 * Math.max(da, db));
}

export const UNIT_WORDS: Record<DurationUnit, readonly string[]> = {
  minute: ["minute", "minutes", "min", "mins"],
  hour: ["hour", "hours", "hr", "hrs", "h"],
  day: ["day", "days", "calendar day", "calendar days"],
  business_day: ["business day", "business days", "working day", "working days", "biz day", "biz days", "banking days", "banking day"],
  week: ["week", "weeks", "wk", "wks"],
  month: ["month", "months", "mo", "mos"],
  year: ["year", "years", "yr", "yrs"],
};

/** Currency words and codes after a number: "50 dollars", "50 USD". */
export function currencyWord(word: string): string | null {
  const w = word.toLowerCase();
  if (/^(?:dollars?|bucks|usd)$/.test(w)) return "USD";
  if (/^(?:euros?|eur)$/.test(w)) return "EUR";
  if (/^(?:pounds?|gbp|quid)$/.test(w)) return "GBP";
  if (/^(?:cad|aud)$/.test(w)) return w.toUpperCase();
  return null;
}

export const currencySymbol = (c: string): string | null => (c === "$" ? "USD" : c === "€" ? "EUR" : c === "£" ? "GBP" : null);
