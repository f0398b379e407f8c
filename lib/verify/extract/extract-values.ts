/**
 * The values of a reply: money, percentages, dates, times of day, durations and identifiers
 * (emails and phone numbers among them). Heuristic on purpose (seed 004): it favours the
 * distinctive values an invention is made of over understanding, reads numbers written in digits or
 * words and units in their abbreviations, and leaves bare numbers alone (a count, a score, an age).
 */
import { absoluteDate, addDays, monthNumber, referenceDay, toIsoDay, weekdayDates } from "../language/calendar";
import { clauseAfter, clauseBefore, conditionalAt, derivedDateCue, derivedDurationCue, derivedMoneyCue, EXAMPLE, hedgedAt, isAgentProcess, isQuestion, SAID_AS_NOW } from "../language/mood";
import { findNumbers, type NumberSpan } from "../language/numbers";
import { parseCitations, splitSentences, type Sentence } from "../language/sentences";
import { currencySymbol, currencyWord, isBusinessQualifier, timeUnitOf } from "../language/units";
import { MONTHS, WEEKDAYS } from "../language/words";
import type { ClaimKind, ClaimValue, DurationUnit } from "../types";
import type { ExtractedClaim } from "./claim-types";

/** Mask marker and example text with spaces so offsets stay those of the reply. */
function mask(text: string, spans: [number, number][]): string {
  let out = "";
  let at = 0;
  for (const [s, e] of [...spans].sort((a, b) => a[0] - b[0])) {
    if (e <= at) continue;
    const from = Math.max(s, at);
    out += text.slice(at, from) + " ".repeat(e - from);
    at = e;
  }
  return out + text.slice(at);
}

const MONTH_WORD = /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?$/i;
const ISO_DATE = /\b(\d{4})[-/](\d{2})[-/](\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?/g;
const US_DATE = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g;

/** The ISO days a text writes as numbers ("2025-09-15", "09/15/2025"), in order, each once. */
export function writtenDates(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(ISO_DATE)) out.add(`${m[1]}-${m[2]}-${m[3]}`);
  for (const m of text.matchAll(US_DATE)) out.add(`${m[3]}-${m[1].padStart(2, "0")}-${m[2].padStart(2, "0")}`);
  return [...out].filter((d) => Number.isFinite(Date.parse(`${d}T00:00:00Z`)));
}
const TIME_HM = /\b(\d{1,2}):(\d{2})(?::\d{2})?(?:\s?([ap])\.?m\b\.?)?/gi;
const REL_DAY = /\b(tomorrow|yesterday)\b/gi;
const WEEKDAY = new RegExp(String.raw`\b(?:(next|this|last|coming)\s+)?(${WEEKDAYS.join("|")})\b`, "gi");
/** What makes "tomorrow" a date of something: an event in the sentence. */
const EVENT = /\b(?:arriv|deliver|ship|reach|receiv|credit|appear|post|process|land|dispatch|refund|charg|cancel|depart|leav|fly|flies|expir|book|schedul|sent|send|issu|complet|due|start|begin|end|renew|activat|reactivat|suspend|resum|bill)\w*/i;
/** The last few characters before a value: a suffix cue ("ending in 6644"). */
export const SUFFIX_CUE = /(?:ending|ends)(?:\s+(?:in|with))?:?\s*$|last (?:four|4)(?: digits)?(?: of)?:?\s*$/i;
const UNIT_SUFFIX = /^(?:st|nd|rd|th|am|pm|kg|g|lbs?|km|mi|h|hrs?|mins?|secs?|s|x|k|m|b|bn|gb|mb|tb|kb|gbps|mbps|kbps|ghz|mhz|mah|mm|cm|ml|l|oz|ft|in|pcs?|px|p|fps|hz|w|v|kw|kwh|yo|d|wk|wks|yr|yrs|mo|mos|g|lte)$/i;
const PLACEHOLDER = /^#?(?:[YMDHS]{1,4}(?:[-/:][YMDHS]{1,4})+|[A-Z]?(\d)\1{4,}|X{3,}\d*|\d*X{3,}|[A-Z]{1,3}-?X+)$/i;
/** Everyday tokens shaped like ids. */
const COMMON_TOKENS = new Set(["24/7", "covid-19", "wi-fi", "e-mail", "check-in", "follow-up", "mp3", "mp4", "usb-c", "a4", "b2b", "b2c", "2fa", "mfa", "sha256", "x86", "ipv4", "ipv6", "utf-8", "h264", "y2k", "401k", "w-2", "i-9", "1099", "24x7"]);

interface Taken {
  spans: [number, number][];
}
const overlaps = (t: Taken, s: number, e: number) => t.spans.some(([a, b]) => s < b && e > a);

export interface ExtractValueOptions {
  /** Stop once this many claims are found (a claim limit is over without reading the rest). */
  stopAfter?: number;
}

const ENOUGH = Symbol("enough");

/** Every value claim of `reply`, in order of position. `now` anchors relative dates and year-less ones. */
export function extractValues(reply: string, now?: Date | string, opts: ExtractValueOptions = {}): ExtractedClaim[] {
  const out: ExtractedClaim[] = [];
  const text = typeof reply === "string" ? reply : "";
  const limit = opts.stopAfter ?? Infinity;
  const markers = parseCitations(text);
  const examples = [...text.matchAll(EXAMPLE)].map((m) => [m.index, m.index + m[0].length] as [number, number]);
  const masked = mask(text, [...markers.map((m) => m.span), ...examples]);
  const ref = referenceDay(now);
  try {
    for (const sentence of splitSentences(text, markers)) {
      readSentence(text, masked, sentence, ref, (c) => {
        out.push(c);
        if (out.length >= limit) throw ENOUGH;
      });
    }
  } catch (e) {
    if (e !== ENOUGH) throw e;
  }
  return out.sort((a, b) => a.span[0] - b.span[0]);
}

function readSentence(text: string, masked: string, sentence: Sentence, ref: Date, push: (c: ExtractedClaim) => void): void {
  const base = sentence.span[0];
  const body = masked.slice(base, sentence.span[1]);
  const question = isQuestion(sentence.text);
  const taken: Taken = { spans: [] };
  const citations = { tools: sentence.tools, clauses: sentence.clauses };
  const add = (kind: ClaimKind, s: number, e: number, value: ClaimValue, extra: Partial<ExtractedClaim> = {}) => {
    if (overlaps(taken, s, e)) return;
    taken.spans.push([s, e]);
    const near = `${clauseBefore(body, s, 80)} ${text.slice(base + s, base + e)} ${clauseAfter(body, e, 60)}`;
    const claim: ExtractedClaim = { kind, text: text.slice(base + s, base + e), span: [base + s, base + e], value, citations, sentence: sentence.span, ...extra };
    if (question) claim.question = true;
    if (hedgedAt(body, s)) claim.hedged = true;
    if (conditionalAt(body, s)) claim.conditional = true;
    // "In total, you paid $999", "Order total: $999": a cue that opens a short lead-in, before its comma or colon.
    if ((kind === "money" || kind === "percent") && (derivedMoneyCue(near) || (kind === "money" && s <= 30 && derivedMoneyCue(body.slice(0, s))))) claim.derived = true;
    if (kind === "date" && derivedDateCue(clauseBefore(body, s, 40))) claim.derived = true;
    if (kind === "duration" && derivedDurationCue(near)) claim.derived = true;
    if ((kind === "duration" || kind === "time" || kind === "date") && isAgentProcess(clauseBefore(body, s, 100))) claim.process = true;
    if ((kind === "date" || kind === "time") && SAID_AS_NOW.test(body.slice(Math.max(0, s - 30), e + 20))) claim.asNow = true;
    push(claim);
  };
  const skip = (s: number, e: number) => taken.spans.push([s, e]);
  readSpelledIds(body, add);
  const nums = findNumbers(body);

  readDates(body, nums, ref, question, add, skip);
  readTimes(body, nums, add, skip, taken);
  readMoney(body, nums, add, taken);
  readPercents(body, nums, add, taken);
  readDurations(body, nums, add, skip, taken);
  readIdentifiers(body, add, taken);
}

type Add = (kind: ClaimKind, s: number, e: number, value: ClaimValue, extra?: Partial<ExtractedClaim>) => void;

/** A year said in words after a date: "twenty twenty-four", "nineteen ninety", "two thousand twenty-two". */
function spokenYear(body: string, nums: NumberSpan[], end: number): [string, string] | null {
  const k = nums.findIndex((n) => n.start >= end);
  const a = nums[k];
  if (!a || !/^,?\s+$/.test(body.slice(end, a.start))) return null;
  if (a.value >= 1900 && a.value <= 2200 && Number.isInteger(a.value)) return [body.slice(end, a.end), String(a.value)];
  const b = nums[k + 1];
  if ((a.value === 19 || a.value === 20) && b && /^\s+$/.test(body.slice(a.end, b.start)) && Number.isInteger(b.value) && b.value >= 10 && b.value < 100) {
    return [body.slice(end, b.end), String(a.value * 100 + b.value)];
  }
  return null;
}

function readDates(body: string, nums: NumberSpan[], ref: Date, question: boolean, add: Add, skip: (s: number, e: number) => void): void {
  const date = (s: number, e: number, iso: string | null, relative = false, literal?: string) => {
    if (iso) add("date", s, e, { type: "date", dates: [iso], relative }, literal ? { literal } : {});
  };
  for (const m of body.matchAll(ISO_DATE)) date(m.index, m.index + m[0].length, absoluteDate(+m[1], +m[2], +m[3], ref));
  for (const m of body.matchAll(US_DATE)) date(m.index, m.index + m[0].length, absoluteDate(+m[3], +m[1], +m[2], ref));
  // "May 20", "May 20th, 2024", "May twentieth", "20 May", "the 20th of May", "twentieth of May".
  for (let k = 0; k < nums.length; k++) {
    const n = nums[k];
    if (n.value < 1 || n.value > 31 || !Number.isInteger(n.value) || (n.suffix && !n.ordinal)) continue;
    const ws = Math.max(0, n.start - 16);
    const before = /(?:^|[^A-Za-z])([A-Za-z]{3,9}\.?)\s+(?:the\s+)?$/.exec(body.slice(ws, n.start));
    let month = 0;
    let start = n.start;
    // "May" is a month before a number only when capitalised or before an ordinal ("you may 2" is not a date).
    if (before && MONTH_WORD.test(before[1]) && !(before[1].toLowerCase() === "may" && !/^M/.test(before[1]) && !n.ordinal)) {
      month = monthNumber(before[1]);
      start = ws + before.index + before[0].indexOf(before[1]);
    }
    // "November twenty twenty-four" is a month of a year, not November 20.
    if (month && !n.ordinal && spokenYear(body, nums, n.start - 1)?.[1] === String(n.value * 100 + (nums[k + 1]?.value ?? 0))) continue;
    let end = n.end;
    if (!month) {
      const after = /^\s+(?:of\s+)?([A-Za-z]{3,9}|[A-Za-z]{3,4}\.)(?![A-Za-z])/.exec(body.slice(n.end, n.end + 16));
      if (!after || !MONTH_WORD.test(after[1]) || (after[1].toLowerCase() === "may" && !n.ordinal)) continue;
      month = monthNumber(after[1]);
      end = n.end + after[0].length;
    }
    const year = /^,?\s+(\d{4})\b/.exec(body.slice(end, end + 8)) ?? spokenYear(body, nums, end);
    if (year) end += year[0].length;
    if (/^\s*(?:-|–|to)\s*\d/.test(body.slice(end, end + 6)) && !year) {
      // "May 20-22": a range of days; each day is a date of the claim.
      const r = /^\s*(?:-|–|to)\s*(\d{1,2})\b/.exec(body.slice(end, end + 8));
      if (r && +r[1] > n.value && +r[1] <= 31) {
        const first = absoluteDate(null, month, n.value, ref);
        const last = absoluteDate(null, month, +r[1], ref);
        if (first && last) {
          const days: string[] = [];
          for (let d = new Date(`${first}T00:00:00Z`); toIsoDay(d) <= last && days.length < 31; d = addDays(d, 1)) days.push(toIsoDay(d));
          add("date", start, end + r[0].length, { type: "date", dates: days, relative: false });
          continue;
        }
      }
    }
    const iso = absoluteDate(year ? +year[1] : null, month, n.value, ref);
    if (iso) add("date", start, end, { type: "date", dates: [iso], relative: false, ...(year ? {} : { yearless: true }) });
  }
  if (question) return;
  for (const m of body.matchAll(REL_DAY)) {
    const w = m[1].toLowerCase();
    if (!EVENT.test(body)) continue;
    date(m.index, m.index + m[0].length, toIsoDay(addDays(ref, w === "tomorrow" ? 1 : -1)), true, w);
  }
  for (const m of body.matchAll(WEEKDAY)) {
    const day = m[2].toLowerCase();
    // A weekday beside a date names that date's day ("Monday, May 27"): no claim of its own unless it disagrees (checks/weekday-date).
    const near = body.slice(Math.max(0, m.index - 4), m.index + m[0].length + 24);
    if (/\d/.test(near) && /(?:\d{4}-\d{2}-\d{2}|[A-Za-z]{3,9}\.?\s+\d{1,2}|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?[A-Za-z]{3,9})/.test(body.slice(m.index + m[0].length, m.index + m[0].length + 24))) {
      skip(m.index, m.index + m[0].length);
      continue;
    }
    // "Monday to Friday", "Mon-Fri", "on weekdays": hours of a service, not a date.
    if (/^\s*(?:-|–|to|through|thru)\s*(?:sun|mon|tue|wed|thu|fri|sat)/i.test(body.slice(m.index + m[0].length, m.index + m[0].length + 14)) || /(?:-|–|to|through|thru)\s*$/i.test(body.slice(Math.max(0, m.index - 10), m.index))) {
      skip(m.index, m.index + m[0].length);
      continue;
    }
    const dates = weekdayDates(day, ref, m[1]?.toLowerCase() === "next");
    if (dates.length) add("date", m.index, m.index + m[0].length, { type: "date", dates, relative: true }, { literal: day });
  }
}

function readTimes(body: string, nums: NumberSpan[], add: Add, skip: (s: number, e: number) => void, taken: Taken): void {
  const minutesOf = (h: number, m: number, ap: string | undefined): number[] => {
    if (h > 24 || m > 59) return [];
    if (ap) {
      if (h < 1 || h > 12) return [];
      const h24 = (h % 12) + (ap.toLowerCase() === "p" ? 12 : 0);
      return [h24 * 60 + m];
    }
    // "2:30" with no am/pm: either, unless the hour is already past noon or zero-padded.
    return h >= 13 || h === 0 || h === 12 ? [(h % 24) * 60 + m] : [h * 60 + m, (h + 12) * 60 + m];
  };
  for (const m of body.matchAll(TIME_HM)) {
    if (overlaps(taken, m.index, m.index + m[0].length)) continue;
    // "4:1" ratios, "1:00:00" durations of a timer: only a clock reading with two-digit minutes.
    const minutes = minutesOf(+m[1], +m[2], m[3]);
    if (minutes.length) add("time", m.index, m.index + m[0].length, { type: "time", minutes });
    else skip(m.index, m.index + m[0].length);
  }
  for (const n of nums) {
    if (!n.digits || overlaps(taken, n.start, n.end)) continue;
    const suffix = n.suffix || (/^\s?([ap])\.?m\b\.?/i.exec(body.slice(n.end, n.end + 5))?.[1] ?? "");
    const ap = /^([ap])m?$/i.exec(suffix);
    if (!ap || !Number.isInteger(n.value)) continue;
    const spoken = /^\s?[ap]\.?m\b\.?/i.exec(body.slice(n.end, n.end + 5));
    const end = n.suffix ? n.end : n.end + (spoken?.[0].length ?? 0);
    const minutes = minutesOf(n.value, 0, ap[1]);
    if (minutes.length) add("time", n.start, end, { type: "time", minutes });
  }
}

function readMoney(body: string, nums: NumberSpan[], add: Add, taken: Taken): void {
  for (let k = 0; k < nums.length; k++) {
    const n = nums[k];
    if (overlaps(taken, n.start, n.end)) continue;
    const lead = /(?:(US|CA|AU)?([$€£])|\b(USD|EUR|GBP|CAD|AUD)\s?)\s?-?\s?$/.exec(body.slice(Math.max(0, n.start - 6), n.start));
    let currency: string | null = null;
    let start = n.start;
    let end = n.end;
    let cents = Math.round(n.value * 100);
    if (lead && n.digits) {
      currency = lead[2] ? currencySymbol(lead[2]) : lead[3] ?? null;
      start = n.start - (Math.min(6, n.start) - lead.index);
      // "$1.2k", "$3 million": scaled amounts.
      const scale = n.suffix === "k" ? 1000 : n.suffix === "m" || n.suffix === "mm" ? 1e6 : 0;
      const word = /^\s+(thousand|million|billion)\b/i.exec(body.slice(n.end, n.end + 10));
      if (scale) cents = Math.round(n.value * scale * 100);
      else if (word) {
        cents = Math.round(n.value * (word[1].toLowerCase() === "thousand" ? 1e3 : word[1].toLowerCase() === "million" ? 1e6 : 1e9) * 100);
        end = n.end + word[0].length;
      } else if (n.suffix && !/^(?:usd|eur|gbp)$/.test(n.suffix)) continue;
    } else {
      const word = /^\s?([A-Za-z]+)\b/.exec(body.slice(n.end, n.end + 12));
      const cur = word ? currencyWord(word[1]) : null;
      const centWord = word && /^cents?$/i.test(word[1]);
      if (!cur && !centWord) continue;
      if (n.suffix && !currencyWord(n.suffix)) continue;
      end = n.end + word![0].length;
      if (centWord) cents = Math.round(n.value);
      else {
        currency = cur;
        // "fifty-four dollars and four cents"
        const rest = /^\s+and\s+/i.exec(body.slice(end, end + 6));
        const next = nums[k + 1];
        if (rest && next && next.start === end + rest[0].length && /^\s?cents?\b/i.test(body.slice(next.end, next.end + 7)) && next.value < 100) {
          cents += Math.round(next.value);
          end = next.end + (/^\s?cents?\b/i.exec(body.slice(next.end, next.end + 7))![0].length);
        }
      }
    }
    add("money", start, end, { type: "money", cents, currency });
  }
}

function readPercents(body: string, nums: NumberSpan[], add: Add, taken: Taken): void {
  for (const n of nums) {
    if (overlaps(taken, n.start, n.end) || n.suffix) continue;
    const m = /^\s?(?:%|percent\b|per cent\b|pct\b)/i.exec(body.slice(n.end, n.end + 9));
    if (!m) continue;
    add("percent", n.start, n.end + m[0].length, { type: "percent", ratio: Math.round(n.value * 1e6) / 1e8 });
  }
}

/** Words before "a/an <unit>" that make it a length of time ("within a day", "takes an hour"), not a rate ("$5 a day"). */
const A_UNIT_LEAD = /\b(?:within|in|for|takes?|took|after|up to|about|over|under|than|least|most|next|past|last|first|another|half)\s+$/i;

function readDurations(body: string, nums: NumberSpan[], add: Add, skip: (s: number, e: number) => void, taken: Taken): void {
  const unitAt = (at: number): { unit: DurationUnit; end: number; compound: boolean } | null => {
    const m = /^(\s?-\s?|\s+|)(?:(business|working|biz|bus\.|banking|calendar)[\s-]+)?([A-Za-z]+)/i.exec(body.slice(at, at + 30));
    if (!m) return null;
    const unit = timeUnitOf(m[3]);
    if (!unit) return null;
    // "h" only glued or after a space ("24 h"), never "2 hamburgers".
    const business = m[2] && isBusinessQualifier(m[2]);
    return { unit: business && unit === "day" ? "business_day" : unit, end: at + m[0].length, compound: m[1].includes("-") };
  };
  const found = (lo: number, hi: number, s: number, e: number, unit: DurationUnit) => {
    const after = body.slice(e, e + 12);
    // "a 9-year-old", "5 years old": an age, not a length of time.
    if (/^[\s-]*old\b/i.test(after)) return skip(s, e + after.indexOf("old") + 3);
    const about = /^\s+(?:of|from|after|since|before)\s+(?:the\s+|your\s+)?([a-z]+)/i.exec(body.slice(e, e + 40))?.[1]?.toLowerCase() ?? null;
    add("duration", s, e, { type: "duration", min: lo, max: hi, unit, about });
  };
  for (let k = 0; k < nums.length; k++) {
    const n = nums[k];
    if (overlaps(taken, n.start, n.end) || n.ordinal || !(n.value > 0)) continue;
    // Glued: "24h", "48hrs", "30min".
    if (n.suffix) {
      const unit = timeUnitOf(n.suffix);
      if (unit && n.suffix !== "m") found(n.value, n.value, n.start, n.end, unit);
      continue;
    }
    // A range: "5-7 business days", "5 to 7 days", "five to seven days", "between 5 and 7 days".
    const next = nums[k + 1];
    const join = next ? body.slice(n.end, next.start) : "";
    if (next && /^\s?(?:-|–|to|or|and)\s?$/i.test(join) && next.value > n.value && !next.suffix) {
      const u = unitAt(next.end);
      if (u) {
        found(n.value, next.value, n.start, u.end, u.unit);
        k++;
        continue;
      }
    }
    const u = unitAt(n.end);
    if (u) found(n.value, n.value, n.start, u.end, u.unit);
  }
  // "within a day", "takes an hour", "in a week".
  for (const m of body.matchAll(/\b(an?)\s+(?:(business|working)\s+)?(minute|hour|day|week|month|year)\b/gi)) {
    if (overlaps(taken, m.index, m.index + m[0].length) || !A_UNIT_LEAD.test(body.slice(Math.max(0, m.index - 12), m.index))) continue;
    const unit = timeUnitOf(m[3])!;
    found(1, 1, m.index, m.index + m[0].length, m[2] && unit === "day" ? "business_day" : unit);
  }
}

const TOKEN_CHAR = /[A-Za-z0-9_\-@.#/+]/;
const isAlnum = (c: string) => /[A-Za-z0-9]/.test(c);

/** Tokens of `body` made of id characters, trimmed of punctuation at both ends. Linear. */
function tokens(body: string): { tok: string; at: number }[] {
  const out: { tok: string; at: number }[] = [];
  let i = 0;
  while (i < body.length) {
    if (!TOKEN_CHAR.test(body[i])) {
      i++;
      continue;
    }
    let j = i;
    while (j < body.length && TOKEN_CHAR.test(body[j])) j++;
    let s = i;
    let e = j;
    while (s < e && !isAlnum(body[s]) && body[s] !== "#") s++;
    while (e > s && !isAlnum(body[e - 1])) e--;
    if (e > s) out.push({ tok: body.slice(s, e), at: s });
    i = j;
  }
  return out;
}

const EMAIL = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,5}\.[A-Za-z]{2,12}$/;
const PHONE = /(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\b\d{3}[\s.-])\d{3}[\s.-]\d{4}\b/g;

function readIdentifiers(body: string, add: Add, taken: Taken): void {
  for (const m of body.matchAll(PHONE)) {
    if (overlaps(taken, m.index, m.index + m[0].length)) continue;
    add("identifier", m.index, m.index + m[0].length, { type: "identifier", id: m[0].trim(), form: "phone" });
  }
  for (const { tok, at } of tokens(body)) {
    const end = at + tok.length;
    if (overlaps(taken, at, end)) continue;
    if (body[at - 1] === "\\") continue; // "\n1" in a JSON-ish reply is an escape
    const kind = classifyToken(tok);
    if (!kind) continue;
    if (kind === "email") {
      add("identifier", at, end, { type: "identifier", id: tok, form: "email" });
      continue;
    }
    const suffix = /^\d+$/.test(tok) && SUFFIX_CUE.test(body.slice(Math.max(0, at - 24), at));
    if (/^\d{4}$/.test(tok) && !suffix) continue;
    add("identifier", at, end, { type: "identifier", id: tok, ...(suffix ? { suffix: true } : {}) });
  }
}

const DIGIT_WORDS: Record<string, string> = { zero: "0", oh: "0", one: "1", two: "2", three: "3", four: "4", five: "5", six: "6", seven: "7", eight: "8", nine: "9" };
/** One spoken character of an id: a capital letter, a digit, or a digit's word. */
const SPOKEN_CHAR = /\b(?:[A-Z0-9]{1,3}|zero|oh|one|two|three|four|five|six|seven|eight|nine)\b/g;

/**
 * Ids read out character by character, as voice agents do: "H A T zero six nine" is HAT069, "B one
 * zero zero two" is B1002, "ending in four four two one" ends an id in 4421. Four characters at least,
 * two of them digits; letters must be capitals (a lower-case "a" is an article).
 */
function readSpelledIds(body: string, add: Add): void {
  let run: { s: number; e: number; chars: string }[] = [];
  const flush = () => {
    // "customer I D C one zero zero one": the word "ID" said letter by letter names the id, it is not a part of it.
    if (run.length >= 6 && run[0].chars === "I" && run[1].chars === "D") run = run.slice(2);
    const id = run.map((r) => r.chars).join("");
    const digits = (id.match(/\d/g) ?? []).length;
    if (run.length >= 4 && digits >= 2 && (digits < id.length || id.length >= 4)) {
      const s = run[0].s;
      const e = run[run.length - 1].e;
      const suffix = /^\d+$/.test(id) && SUFFIX_CUE.test(body.slice(Math.max(0, s - 24), s));
      // A run of digits alone is a number read out unless it is long or ends an id ("ending in four four two one").
      if (/[A-Z]/.test(id) || suffix || digits >= 5) add("identifier", s, e, { type: "identifier", id, form: "spoken", ...(suffix ? { suffix: true } : {}) });
    }
    run = [];
  };
  SPOKEN_CHAR.lastIndex = 0;
  for (let m = SPOKEN_CHAR.exec(body); m; m = SPOKEN_CHAR.exec(body)) {
    const w = m[0];
    const ch = DIGIT_WORDS[w] ?? (/^[A-Z0-9]{1,3}$/.test(w) ? w : null);
    const gap = run.length ? body.slice(run[run.length - 1].e, m.index) : "";
    if (!ch || (run.length && !/^[ \t-]{1,2}$/.test(gap))) flush();
    if (ch) run.push({ s: m.index, e: m.index + w.length, chars: ch });
  }
  flush();
}

/** Whether a token reads as an identifier: distinctive enough that its absence from the evidence means something. */
export function classifyToken(tok: string): "id" | "email" | null {
  const lower = tok.toLowerCase();
  if (tok.includes("@")) return EMAIL.test(tok) ? "email" : null;
  if (lower.includes("://") || lower.startsWith("www.") || PLACEHOLDER.test(tok) || COMMON_TOKENS.has(lower)) return null;
  if ((MONTHS as readonly string[]).includes(lower) || (WEEKDAYS as readonly string[]).includes(lower)) return null;
  const body = tok.replace(/^#/, "");
  const digits = (body.match(/\d/g) ?? []).length;
  const letters = (body.match(/[A-Za-z]/g) ?? []).length;
  // A number with its unit glued on ("5GB", "24h", "21st"), or a number-unit compound ("24-hour").
  if (/^\d+(?:\.\d+)?[A-Za-z]{1,4}$/.test(body) && UNIT_SUFFIX.test(body.replace(/^\d+(?:\.\d+)?/, ""))) return null;
  if (/^\d+-[A-Za-z]+(?:-[A-Za-z]+)*$/.test(body)) return null;
  // Decimal numbers, ranges and dates are values of other kinds.
  if (/^\d+(?:[.,]\d+)*$/.test(body)) return digits >= 5 && !/^(?:19|20)\d\d$/.test(body) && !body.includes(".") && !body.includes(",") ? "id" : /^\d{4}$/.test(body) ? "id" : null;
  if (/^\d{1,4}[-/]\d{1,4}(?:[-/]\d{1,4})?$/.test(body)) return null;
  // Field names quoted in prose ("address1", "order_id"), dotted names without digits.
  if (/^[a-z]+\d$/i.test(body) || (/^[a-z]+(?:_[a-z0-9]+)+$/i.test(body) && digits <= 2)) return null;
  if (letters > 0 && digits > 0) return body.length >= 5 && digits >= 1 ? "id" : null;
  if (letters === 0) return digits >= 6 ? "id" : null;
  return null;
}
