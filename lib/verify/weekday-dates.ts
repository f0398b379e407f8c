/**
 * A weekday written beside an explicit date ("Monday, May 27", "May 27 (Monday)", "Fri 2024-05-17")
 * names that date's day of the week; it is not a relative date of its own. Read alone it was taken
 * as the next such weekday from the run's clock ("Monday" said on Wednesday 2024-05-15 is
 * 2024-05-20), which no tool gave, and a correct "Monday, May 27" came back invented. The extractor
 * leaves out a weekday that agrees with its date (the date is the claim); one that does not ("Tuesday,
 * May 27", a Monday) stays a claim and is contradicted by the calendar.
 */
import { caseBlind, matchAllCaseBlind } from "./case-blind";
import { WEEKDAYS } from "./noise-words";
import { absoluteDate, monthNumber } from "./normalize-values";
import type { Claim } from "./types";

const DAY = String.raw`(?:${WEEKDAYS.join("|")})`;
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
/** The explicit dates the extractor reads: ISO, "May 27(th)(, 2024)", "27(th) (of) May (2024)". */
const DATE = String.raw`(?:\d{4}-\d{2}-\d{2}|${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?\b(?:,?\s+\d{4}\b)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}(?:,?\s+\d{4}\b)?)`;
const BEFORE_DATE = caseBlind(String.raw`\b(${DAY})\b,?\s+(?:the\s+)?(${DATE})`, "g");
const AFTER_DATE = caseBlind(String.raw`(${DATE})\s*(?:,\s*|\(\s*)(${DAY})\b`, "g");
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_DAY = new RegExp(String.raw`^(${MONTH})\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?`, "i");
const DAY_MONTH = new RegExp(String.raw`^(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(${MONTH})(?:,?\s+(\d{4}))?`, "i");

function isoOf(date: string, ref: Date): string | null {
  const iso = ISO.exec(date);
  if (iso) return absoluteDate(+iso[1], +iso[2], +iso[3], ref);
  const md = MONTH_DAY.exec(date);
  if (md) return absoluteDate(md[3] ? +md[3] : null, monthNumber(md[1]), +md[2], ref);
  const dm = DAY_MONTH.exec(date);
  if (dm) return absoluteDate(dm[3] ? +dm[3] : null, monthNumber(dm[2]), +dm[1], ref);
  return null;
}

export interface AttachedWeekday {
  /** [start, end) of the weekday word in the text. */
  start: number;
  end: number;
  weekday: string;
  /** The date it is written beside, and that date's own weekday. */
  iso: string;
  actual: string;
}

/** Every weekday of `text` written right beside an explicit date. */
export function attachedWeekdays(text: string, ref: Date): AttachedWeekday[] {
  // Every date of DATE has a digit.
  if (!/day\b/i.test(text) || !/\d/.test(text)) return [];
  const out: AttachedWeekday[] = [];
  const add = (weekday: string, at: number, date: string) => {
    const iso = isoOf(date.trim(), ref);
    if (!iso) return;
    const actual = WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()];
    out.push({ start: at, end: at + weekday.length, weekday: weekday.toLowerCase(), iso, actual });
  };
  // Read case-blind: the weekday is lower-cased by add, and the date read case-blind by isoOf.
  for (const m of matchAllCaseBlind(text, BEFORE_DATE)) add(m[1], m.index, m[2]);
  for (const m of matchAllCaseBlind(text, AFTER_DATE)) add(m[2], m.index + m[0].length - m[2].length, m[1]);
  return out;
}

/** The weekday claims the extractor kept because they disagree with their date: contradicted by the calendar. */
export function checkWeekdayDates(claims: Claim[], text: string, ref: Date): void {
  const wrong = attachedWeekdays(text, ref).filter((a) => a.weekday !== a.actual);
  for (const a of wrong) {
    const claim = claims.find((c) => c.kind === "date" && c.span[0] === a.start && c.span[1] === a.end);
    if (!claim) continue;
    const cap = (w: string) => w[0].toUpperCase() + w.slice(1);
    claim.verdict = "contradicted";
    claim.reason = `${cap(a.weekday)} is written beside ${a.iso}, which is a ${cap(a.actual)}.`;
    claim.support = [];
    claim.conflict = { claimed: `${a.iso} is a ${cap(a.weekday)}`, stated: `${a.iso} is a ${cap(a.actual)}`, why: "the calendar" };
  }
}
