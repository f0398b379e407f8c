/**
 * Heuristic claim extraction from a reply: dates (absolute and relative), money, percentages,
 * identifiers, policy statements and tool citations. Regular expressions and small local lists,
 * no NLP: it favours recall of distinctive values over understanding, and it will miss paraphrase.
 */
import { parseCitations, splitSentences } from "./parse-citations";
import { ID_NOISE, MONTHS, WEEKDAYS } from "./noise-words";
import { isPolicyStatement } from "./policy-cues";
import {
  absoluteDate, addDays, monthNumber, parseMoneyCents, percentToRatio, referenceDay, toIsoDay, weekdayDates,
} from "./normalize-values";
import type { ClaimKind, ClaimValue } from "./types";
import { attachedWeekdays } from "./weekday-dates";

export interface ExtractedClaim {
  kind: ClaimKind;
  text: string;
  span: [number, number];
  value: ClaimValue;
  citations: { tools: string[]; clauses: string[] };
  /** [start, end) of the sentence the claim sits in. */
  sentence: [number, number];
  /** For dates: the phrase as written, also searched literally ("3-5 business days", "thursday"). */
  literal?: string;
}

const NUM = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const CODES = "USD|EUR|GBP|CAD|AUD";
const MONEY = new RegExp(
  String.raw`([$€£])\s?(${NUM})|\b(${CODES})\s?(${NUM})\b|\b(${NUM})\s?(${CODES}|dollars?|euros?|pounds?)\b`,
  "gi",
);
const PERCENT = new RegExp(String.raw`\b(${NUM})\s?(?:%|percent\b|per cent\b)`, "gi");
const MONTH_RE = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+Z?)?\b/g;
const MONTH_DAY = new RegExp(String.raw`\b${MONTH_RE}\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4})\b)?`, "gi");
const DAY_MONTH = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH_RE}(?:,?\s+(\d{4})\b)?`, "gi");
const US_DATE = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g;
const REL_WORD = /\b(today|tonight|tomorrow)\b/gi;
const WEEKDAY = new RegExp(String.raw`\b(?:(next)\s+)?(${WEEKDAYS.join("|")})\b`, "gi");
/** "within 5 to 7 business days", "24 hours", "up to 3 weeks": a length of time, never a list of dates. */
const DURATION = /\b(?:(within|in|up to|about|approximately|around|takes?|for|after)\s+)?(\d+|one|two|three|four|five|six|seven|ten|fourteen|thirty)(?:\s*(?:-|–|to)\s*(\d+))?\s*(business\s+|working\s+|calendar\s+)?(hours?|days?|weeks?|months?|years?)\b/gi;
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10, fourteen: 14, thirty: 30 };
/** "today" is a date claim only beside an event: "arrives today", not "how can I help you today". */
const EVENT = /\b(arriv|deliver|ship|reach|receiv|credit|appear|post|process|land|dispatch|refund|charg|cancel|depart|leav|fly|flies|flight|expir|book|schedul|sent|send|issu|complet)\w*/i;
/**
 * "I'll search for flights on May 24": the date is what the agent is about to look up, a parameter of
 * its next call, not a fact it states (the call's result is checked when it arrives).
 */
const SEARCH_INTENT = /\b(?:i(?:'ll|’ll| will| am going to|'m going to|’m going to)|let me|allow me to)\s+(?:now\s+|first\s+|quickly\s+)?(?:search|look|check|find|retrieve)\b/i;
/** Examples and templates are not claims: "(e.g., 123 Main St)", "it looks like '#W0000000'". */
const EXAMPLE = /\b(?:e\.g\.|eg\.|for example|for instance|such as|looks like|format(?: is|:)|i\.e\.)[,:]?\s*[^,;)\]\n"]*/gi;
/** "YYYY-MM-DD", "#W0000000", "XXXX": a format placeholder, not a value. */
const PLACEHOLDER = /^(?:[YMDHS]{1,4}(?:[-/:][YMDHS]{1,4})+|#?[A-Z]?(\d)\1{4,}|X{3,}\d*|\d*X{3,})$/i;
const TOKEN = /[A-Za-z0-9][A-Za-z0-9_\-@.#/]*[A-Za-z0-9]/g;
const UNITS = /^\d+(?:st|nd|rd|th|am|pm|kg|g|lbs?|km|mi|h|hrs?|mins?|x|k|m|gb|mb)$/i;
/** Compound adjectives of a number and a unit: "24-hour", "30-day", "5-star". */
const NUMBER_UNIT = /^\d+-(?:hour|day|week|month|year|minute|night|star|inch|foot|pound|piece|seat|bag)s?$/i;
/** "card ending in 6644", "gift card ending 0333", "last four 6644": the digits are the end of an id. */
export const SUFFIX_CUE = /(?:ending|ends)(?:\s+(?:in|with))?:?\s*$|last (?:four|4)(?: digits)?(?: of)?:?\s*$/i;

/** Mask marker text with spaces so offsets stay those of the reply (one pass: spans may overlap). */
function maskMarkers(text: string, spans: [number, number][]): string {
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

/** A time of day, or a range of them. */
const CLOCK_TIME = /\b\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\b\.?)?(?:\s*(?:-|–|to)\s*\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\b\.?)?)?/gi;
/**
 * "ATL-ORD", "DFW-ATL-SEA": a route written as airport codes, not an id. Its codes are no claims
 * when written "ATL to ORD" either (three letters are below an all-caps code's length).
 */
const ROUTE = /^[A-Z]{3}(?:[-–][A-Z]{3})+$/;

function classifyToken(tok: string): boolean {
  const lower = tok.toLowerCase();
  if (PLACEHOLDER.test(tok) || ROUTE.test(tok)) return false;
  // Field names quoted in prose ("address1", "price_differences_vs_current_for_28_inch"), not values.
  if (/^[a-z]+\d$/i.test(tok) || /^(?:[a-z]+_){2,}[a-z0-9_]*$/i.test(tok) && (tok.match(/\d/g) ?? []).length <= 2) return false;
  if (ID_NOISE.has(lower) || UNITS.test(tok) || NUMBER_UNIT.test(tok)) return false;
  if (MONTHS.includes(lower) || WEEKDAYS.includes(lower)) return false;
  if (/@/.test(tok)) return /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(tok);
  const digits = (tok.match(/\d/g) ?? []).length;
  const letters = /[A-Za-z]/.test(tok);
  if (letters && digits > 0) return true;
  if (!letters) {
    if (/^\d+(?:\.\d+)?$/.test(tok)) return digits >= 4 && !/^(19|20)\d\d$/.test(tok) && !tok.includes(".");
    return digits >= 4 && /[-_#/]/.test(tok) && !/^\d{1,2}\/\d{1,2}\/\d{2,4}$/.test(tok);
  }
  // Letters only: an all-caps code of 5+ letters ("HATHAT"), never an ordinary word.
  return tok.length >= 5 && tok === tok.toUpperCase();
}

export interface ExtractOptions {
  /**
   * Stop once this many claims are found and return them (unsorted by kind, fewer than the whole).
   * Enough to tell a reply is over a claim limit without extracting, then verifying, the rest.
   */
  stopAfter?: number;
}

/** Thrown inside extractClaims when `stopAfter` claims are found; never escapes it. */
const ENOUGH = Symbol("enough claims");

/**
 * Extract the claims of a reply. `now` anchors relative dates ("Thursday", "tomorrow",
 * "within 3-5 business days").
 */
export function extractClaims(reply: string, now?: Date | string, opts: ExtractOptions = {}): ExtractedClaim[] {
  const out: ExtractedClaim[] = [];
  try {
    collectClaims(reply, now, out, opts.stopAfter ?? Infinity);
  } catch (e) {
    if (e !== ENOUGH) throw e;
  }
  return out.sort((a, b) => a.span[0] - b.span[0]);
}

function collectClaims(reply: string, now: Date | string | undefined, out: ExtractedClaim[], stopAfter: number): void {
  const push = (claim: ExtractedClaim) => {
    out.push(claim);
    if (out.length >= stopAfter) throw ENOUGH;
  };
  const text = typeof reply === "string" ? reply : "";
  const markers = parseCitations(text);
  const examples = [...text.matchAll(EXAMPLE)].map((m) => [m.index, m.index + m[0].length] as [number, number]);
  const masked = maskMarkers(text, [...markers.map((m) => m.span), ...examples]);
  const ref = referenceDay(now);
  const taken: [number, number][] = [];
  const overlaps = (s: number, e: number) => taken.some(([a, b]) => s < b && e > a);

  for (const sentence of splitSentences(text, markers)) {
    const base = sentence.span[0];
    const body = masked.slice(base, sentence.span[1]);
    const question = /\?\s*["'”’)\]]*\s*$/.test(body.trim());
    // "YOU ARE BEING TRANSFERRED TO A HUMAN AGENT": shouting, not a run of codes.
    const shouting = (body.match(/\b[A-Z]{2,}\b/g) ?? []).length >= 3 && body.replace(/[^a-z]/g, "").length < body.replace(/[^A-Z]/g, "").length;
    const citations = { tools: sentence.tools, clauses: sentence.clauses };
    const add = (kind: ClaimKind, start: number, end: number, value: ClaimValue, literal?: string) => {
      const s = base + start;
      const e = base + end;
      if (kind !== "policy" && kind !== "citation") {
        if (overlaps(s, e)) return;
        taken.push([s, e]);
      }
      push({ kind, text: text.slice(s, e), span: [s, e], value, citations, sentence: sentence.span, ...(literal ? { literal } : {}) });
    };
    const intent = SEARCH_INTENT.exec(body);
    // The date must follow the intent in the same clause: a run-on "sentence" the splitter missed
    // ("...help set up the returns.\"} The replacement arrives on March 3") is no search.
    const searchedFor = (at: number) => intent !== null && at > intent.index && at - intent.index <= 120 && !/[.!?;]/.test(body.slice(intent.index, at));
    const date = (m: RegExpMatchArray, dates: (string | null)[], relative: boolean, literal?: string) => {
      // A date the agent is about to search for is no claim, and not an id either.
      if (searchedFor(m.index!)) return void taken.push([base + m.index!, base + m.index! + m[0].length]);
      const ok = dates.filter((d): d is string => d !== null);
      if (ok.length) add("date", m.index!, m.index! + m[0].length, { type: "date", dates: ok, relative }, literal);
    };

    for (const m of body.matchAll(ISO_DATE)) date(m, [absoluteDate(+m[1], +m[2], +m[3], ref)], false);
    for (const m of body.matchAll(MONTH_DAY)) date(m, [absoluteDate(m[3] ? +m[3] : null, monthNumber(m[1]), +m[2], ref)], false);
    for (const m of body.matchAll(DAY_MONTH)) date(m, [absoluteDate(m[3] ? +m[3] : null, monthNumber(m[2]), +m[1], ref)], false);
    for (const m of body.matchAll(US_DATE)) date(m, [absoluteDate(+m[3], +m[1], +m[2], ref)], false);
    // Relative dates are claims in statements only; a question proposes ("Thursday?"), and "today"
    // needs an event beside it.
    if (!question) {
      let event: boolean | undefined; // read once per sentence, not once per "today"
      for (const m of body.matchAll(REL_WORD)) {
        const w = m[1].toLowerCase();
        if (w !== "tomorrow" && !(event ??= EVENT.test(body))) continue;
        date(m, [toIsoDay(w === "tomorrow" ? addDays(ref, 1) : ref)], true, w);
      }
      // "Monday, May 27": a weekday that agrees with the date beside it is that date's, no claim of its own.
      const agreeing = new Set(attachedWeekdays(body, ref).filter((a) => a.weekday === a.actual).map((a) => a.start));
      for (const m of body.matchAll(WEEKDAY)) {
        if (agreeing.has(m.index + m[0].length - m[2].length)) continue;
        date(m, weekdayDates(m[2], ref, Boolean(m[1])), true, m[2].toLowerCase());
      }
    }
    for (const m of body.matchAll(DURATION)) {
      const lo = NUMBER_WORDS[m[2].toLowerCase()] ?? Number(m[2]);
      const hi = m[3] ? Number(m[3]) : lo;
      const unitWord = m[5].toLowerCase().replace(/s$/, "");
      const unit = m[4] && !/calendar/i.test(m[4]) && unitWord === "day" ? "business_day" : (unitWord as "hour" | "day" | "week" | "month" | "year");
      const start = m.index + (m[1] ? m[0].indexOf(m[2]) : 0);
      const after = body.slice(m.index + m[0].length);
      const about = /^\s+(?:of|from|after|since|before)\s+(?:the\s+|your\s+)?([a-z]+)/i.exec(after)?.[1]?.toLowerCase() ?? null;
      // In a sentence citing a clause the duration is the clause's to support (the policy claim).
      if (question || sentence.clauses.length > 0 || !(lo > 0) || hi < lo) continue;
      add("duration", start, m.index + m[0].length, { type: "duration", min: lo, max: hi, unit, about });
    }
    for (const m of body.matchAll(MONEY)) {
      const cents = parseMoneyCents(m[2] ?? m[4] ?? m[5]);
      const cur = (m[1] ?? m[3] ?? m[6] ?? "").toLowerCase();
      const currency = cur === "$" || cur.startsWith("dollar") ? "USD" : cur === "€" || cur.startsWith("euro") ? "EUR" : cur === "£" || cur.startsWith("pound") ? "GBP" : cur.toUpperCase() || null;
      if (cents !== null) add("money", m.index!, m.index! + m[0].length, { type: "money", cents, currency });
    }
    for (const m of body.matchAll(PERCENT)) {
      const ratio = percentToRatio(m[1]);
      if (ratio !== null) add("percent", m.index!, m.index! + m[0].length, { type: "percent", ratio });
    }
    // "11:00-13:00", "7:05 pm": a time of day, whose digits are no id ("00-13" was read as one).
    for (const m of body.matchAll(CLOCK_TIME)) taken.push([base + m.index, base + m.index + m[0].length]);
    for (const m of body.matchAll(TOKEN)) {
      if (!classifyToken(m[0])) continue;
      // "\n1." in a JSON-ish reply is an escape, not an id "n1".
      if (body[m.index! - 1] === "\\") continue;
      if (shouting && /^[A-Za-z]+$/.test(m[0])) continue;
      const suffix = /^\d+$/.test(m[0]) && SUFFIX_CUE.test(body.slice(Math.max(0, m.index! - 24), m.index!));
      add("identifier", m.index!, m.index! + m[0].length, { type: "identifier", id: m[0], ...(suffix ? { suffix } : {}) });
    }
    if (sentence.clauses.length > 0 || isPolicyStatement(body)) {
      const trimmed = body.replace(/\s+$/, "");
      const lead = trimmed.length - trimmed.trimStart().length;
      add("policy", lead, trimmed.length, { type: "policy", clauseIds: sentence.clauses });
    }
  }
  for (const m of markers) {
    if (m.kind !== "tool") continue;
    for (const id of m.ids) {
      push({ kind: "citation", text: text.slice(m.span[0], m.span[1]), span: m.span, value: { type: "citation", toolCallId: id }, citations: { tools: [id], clauses: [] }, sentence: m.span });
    }
  }
}

/** The durations a text states, as the extractor reads them (for matching policy passages and evidence). */
export function durationsIn(text: string): { min: number; max: number; unit: string; text: string; at: number }[] {
  const out: { min: number; max: number; unit: string; text: string; at: number }[] = [];
  for (const m of text.matchAll(DURATION)) {
    const lo = NUMBER_WORDS[m[2].toLowerCase()] ?? Number(m[2]);
    const hi = m[3] ? Number(m[3]) : lo;
    const unitWord = m[5].toLowerCase().replace(/s$/, "");
    out.push({ min: lo, max: hi, unit: m[4] && !/calendar/i.test(m[4]) && unitWord === "day" ? "business_day" : unitWord, text: m[0], at: m.index });
  }
  return out;
}
