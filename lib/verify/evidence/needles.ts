/**
 * What to look for in the evidence for each value: a literal to find (lower case) and a check of its
 * surroundings, so `64` does not match inside `640`, a bare `6400` counts as $64.00 only under a key
 * naming cents, `0.9` answers "90%", "24 hours" answers "24 hrs", "a day" or "twenty-four hours",
 * and "2:30 pm" answers "14:30". Normalisation happens here, on both sides, and only for matching.
 */
import { equivalents, roughlyEqual, UNIT_WORDS } from "../language/units";
import { spellings } from "../language/numbers";
import { MONTHS } from "../language/words";
import type { ClaimValue, DurationUnit } from "../types";

export interface Needle {
  /** Lower-case literal, searched case-insensitively. */
  core: string;
  /** Given the evidence text and where `core` starts, the end of the match or -1. */
  accept(hay: string, at: number): number;
  /** A near match only ("30 days" for "a month"): the claim is not checked rather than grounded. */
  rough?: boolean;
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isAlnum = (c: number) => isDigit(c) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90);

function leftClear(hay: string, at: number, alnum: boolean): boolean {
  if (at === 0) return true;
  const c = hay.charCodeAt(at - 1);
  if (alnum ? isAlnum(c) : isDigit(c)) return false;
  // "1.5" must not answer "5", nor "1,234" answer "234".
  return !((c === 46 || c === 44) && at >= 2 && isDigit(hay.charCodeAt(at - 2)));
}

/** The JSON key a value at `at` belongs to (`"amount_cents": 6400` → "amount_cents"), or "". */
export function keyBefore(hay: string, at: number): string {
  const window = hay.slice(Math.max(0, at - 64), at);
  const m = /"([^"]{1,48})"\s*:\s*"?$/.exec(window);
  return m ? m[1].toLowerCase() : "";
}

/** A number ending at `end`: no more digits, and any decimals only zeros. Returns the match end. */
function numberEnd(hay: string, end: number): number {
  if (isDigit(hay.charCodeAt(end))) return -1;
  if (hay.charCodeAt(end) === 46 && isDigit(hay.charCodeAt(end + 1))) {
    let e = end + 1;
    while (isDigit(hay.charCodeAt(e))) {
      if (hay.charCodeAt(e) !== 48) return -1;
      e++;
    }
    return e;
  }
  if (hay.charCodeAt(end) === 44 && isDigit(hay.charCodeAt(end + 1)) && isDigit(hay.charCodeAt(end + 3))) return -1;
  return end;
}

function numberNeedle(core: string, extra?: (hay: string, at: number, end: number) => boolean): Needle {
  return {
    core,
    accept(hay, at) {
      if (!leftClear(hay, at, false)) return -1;
      const end = numberEnd(hay, at + core.length);
      if (end < 0 || (extra && !extra(hay, at, end))) return -1;
      return end;
    },
  };
}

export function wordNeedle(core: string): Needle {
  return {
    core,
    accept(hay, at) {
      const end = at + core.length;
      return leftClear(hay, at, true) && !isAlnum(hay.charCodeAt(end)) ? end : -1;
    },
  };
}

function moneyNeedles(cents: number): Needle[] {
  const abs = Math.abs(cents);
  const major = Math.trunc(abs / 100);
  const minor = abs % 100;
  const out: Needle[] = [];
  const majors = [String(major)];
  if (major >= 1000) majors.push(major.toLocaleString("en-US"));
  for (const m of majors) {
    if (minor === 0) out.push(numberNeedle(m));
    else {
      out.push(numberNeedle(`${m}.${String(minor).padStart(2, "0")}`));
      if (minor % 10 === 0) out.push(numberNeedle(`${m}.${minor / 10}`));
    }
  }
  // The same amount in minor units, accepted only under a key that says so.
  out.push(numberNeedle(String(abs), (hay, at) => /cent|minor/.test(keyBefore(hay, at))));
  return out;
}

const formatNumber = (n: number) => String(Math.round(n * 1e6) / 1e6);

function percentNeedles(ratio: number): Needle[] {
  const pct = formatNumber(ratio * 100);
  return [
    numberNeedle(pct, (hay, at, end) => /^\s?(?:%|percent|per cent|pct)/i.test(hay.slice(end, end + 9)) || /percent|pct|rate|ratio|discount/.test(keyBefore(hay, at))),
    numberNeedle(formatNumber(ratio), (hay, at) => /percent|pct|rate|ratio|discount|share|fraction/.test(keyBefore(hay, at)) || ratio < 1),
  ];
}

/** An ISO day, alone or as the date part of a timestamp ("2024-05-01T04:50:18"). */
function isoDayNeedle(iso: string): Needle {
  return {
    core: iso,
    accept(hay, at) {
      const end = at + iso.length;
      const next = hay.charCodeAt(end);
      if (!leftClear(hay, at, true)) return -1;
      if (!isAlnum(next) || ((next === 84 || next === 116) && isDigit(hay.charCodeAt(end + 1)))) return end;
      return -1;
    },
  };
}

function dateNeedles(iso: string): Needle[] {
  const [y, m, d] = iso.split("-").map(Number);
  const month = MONTHS[m - 1];
  const ordinalEnd = (hay: string, end: number) => (/^(?:st|nd|rd|th)\b/i.test(hay.slice(end, end + 3)) ? end + 2 : end);
  const textual = (core: string): Needle => ({
    core,
    accept(hay, at) {
      const end = ordinalEnd(hay, at + core.length);
      return leftClear(hay, at, true) && !isAlnum(hay.charCodeAt(end)) ? end : -1;
    },
  });
  const out = [isoDayNeedle(iso), textual(`${month} ${d}`), textual(`${month.slice(0, 3)} ${d}`), textual(`${d} ${month}`)];
  if (month.length > 3) out.push(textual(`${month.slice(0, 3)}. ${d}`));
  out.push(wordNeedle(`${m}/${d}/${y}`), wordNeedle(`${String(m).padStart(2, "0")}/${String(d).padStart(2, "0")}/${y}`), wordNeedle(`${y}/${String(m).padStart(2, "0")}/${String(d).padStart(2, "0")}`));
  return out;
}

/** A day and month said with no year ("the tenth of November"): that day of any year, as records write it ("11/10/2022", "2022-11-10"). */
function anyYearNeedles(iso: string): Needle[] {
  const [, m, d] = iso.split("-").map(Number);
  const [mm, dd] = [String(m).padStart(2, "0"), String(d).padStart(2, "0")];
  const us = (core: string): Needle => ({
    core,
    accept: (hay, at) => (leftClear(hay, at, true) && /^\d{4}(?!\d)/.test(hay.slice(at + core.length, at + core.length + 5)) ? at + core.length + 4 : -1),
  });
  const isoDay: Needle = {
    core: `-${mm}-${dd}`,
    accept(hay, at) {
      const end = at + 6;
      return at >= 4 && /^\d{4}$/.test(hay.slice(at - 4, at)) && leftClear(hay, at - 4, true) && !isDigit(hay.charCodeAt(end)) ? end : -1;
    },
  };
  return [...new Set([`${m}/${d}/`, `${mm}/${dd}/`])].map(us).concat(isoDay);
}

/** A time of day as minutes after midnight: "14:30", "2:30 pm", "02:30PM", "2pm", "T14:30". */
function timeNeedles(minutes: number): Needle[] {
  const h = Math.floor(minutes / 60);
  const mm = String(minutes % 60).padStart(2, "0");
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const pm = h >= 12;
  const meridiem = (hay: string, end: number) => {
    const m = /^\s?([ap])\.?m\b/i.exec(hay.slice(end, end + 5));
    return m ? { end: end + m[0].length, pm: m[1].toLowerCase() === "p" } : null;
  };
  const clock = (core: string, needsMeridiem: boolean): Needle => ({
    core,
    accept(hay, at) {
      if (!leftClear(hay, at, false)) return -1;
      const end = at + core.length;
      if (isDigit(hay.charCodeAt(end))) return -1;
      const mer = meridiem(hay, end);
      if (mer) return mer.pm === pm || (h === 12 && !needsMeridiem) ? mer.end : -1;
      return needsMeridiem ? -1 : end;
    },
  });
  const out: Needle[] = [clock(`${String(h).padStart(2, "0")}:${mm}`, false)];
  if (h < 10) out.push(clock(`${h}:${mm}`, false));
  if (h >= 13 || h === 0) out.push(clock(`${h12}:${mm}`, true), clock(`${String(h12).padStart(2, "0")}:${mm}`, true));
  if (mm === "00") out.push({ core: String(h12), accept: (hay, at) => (leftClear(hay, at, true) && !isDigit(hay.charCodeAt(at + String(h12).length)) ? (meridiem(hay, at + String(h12).length)?.pm === pm ? meridiem(hay, at + String(h12).length)!.end : -1) : -1) });
  return out;
}


/** The ways `n` of `unit` is written: "24 hours", "24 hrs", "24-hour", "24h", "twenty-four hours", "a day". */
/** Evidence spells small numbers ("thirty days", "ninety days"), not "seven hundred twenty hours": larger ones are searched as digits only. */
const spelled = (n: number): string[] => (n <= 100 ? spellings(n) : []);

function durationCores(n: number, unit: DurationUnit): string[] {
  const numbers = [String(n), ...spelled(n)];
  const out: string[] = [];
  for (const num of numbers) {
    for (const w of UNIT_WORDS[unit]) {
      out.push(`${num} ${w}`);
      if (/^\d+$/.test(num)) {
        if (!w.includes(" ")) out.push(`${num}-${w}`);
        if (w.length <= 4) out.push(`${num}${w}`);
      } else if (!w.includes(" ") && num !== "a" && num !== "an") out.push(`${num}-${w}`);
    }
  }
  return out;
}

function durationNeedle(core: string, rough: boolean): Needle {
  return {
    core,
    rough,
    accept(hay, at) {
      const end = at + core.length;
      return leftClear(hay, at, true) && !isAlnum(hay.charCodeAt(end)) ? end : -1;
    },
  };
}

/**
 * "24 hours" in the evidence as written in any unit it converts to, digits or words; a single length
 * also as the upper end of a range ("5-7 business days" answers "7 business days"). Near forms (a
 * month for 30 days, days for business days, the lower end of a range) are marked rough.
 */
function durationNeedles(min: number, max: number, unit: DurationUnit): Needle[] {
  const out: Needle[] = [];
  const seen = new Set<string>();
  const add = (core: string, rough: boolean) => {
    if (seen.has(core)) return;
    seen.add(core);
    out.push(durationNeedle(core, rough));
  };
  for (const e of equivalents(max, unit)) {
    if (min === max) for (const c of durationCores(e.n, e.unit)) add(c, false);
    else {
      const lo = (min * e.n) / max;
      if (!Number.isInteger(lo)) continue;
      for (const c of durationCores(e.n, e.unit)) for (const sep of ["-", "–", " - ", " to ", " or "]) for (const l of [String(lo), ...spelled(lo)]) add(`${l}${sep}${c}`, false);
    }
  }
  // Near forms: business days written as days, 30 days as a month, one end of a range.
  const near: { n: number; unit: DurationUnit }[] = [];
  for (const n of min === max ? [min] : [min, max]) {
    near.push({ n, unit });
    if (unit === "business_day") near.push({ n, unit: "day" });
    if (unit === "day") near.push({ n, unit: "business_day" });
    for (const u of ["day", "week", "month", "year"] as const) {
      for (const k of [1, 2, 3, 6, 12, 30, 60, 90, 180, 365]) {
        if (!(u === unit && k === n) && roughlyEqual({ n, unit }, { n: k, unit: u })) near.push({ n: k, unit: u });
      }
    }
  }
  for (const r of near) for (const c of durationCores(r.n, r.unit)) add(c, true);
  return out;
}

/** Digits of a phone number as the evidence may write them: "555-0199", "(800) 555-0199", "8005550199". */
function phoneNeedles(id: string): Needle[] {
  const digits = id.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  if (digits.length !== 10) return [wordNeedle(id.toLowerCase())];
  const [a, b, c] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  return [`${a}-${b}-${c}`, `${a}.${b}.${c}`, `${a} ${b} ${c}`, `(${a}) ${b}-${c}`, `(${a})${b}-${c}`, digits, `1${digits}`, `+1${digits}`, `1-${a}-${b}-${c}`].map((core) => ({
    core,
    accept: (hay: string, at: number) => (leftClear(hay, at, false) && !isDigit(hay.charCodeAt(at + core.length)) ? at + core.length : -1),
  }));
}

/** "card ending in 6644": the digits end an id or a digit run ("gift_card_6276644"). */
function suffixNeedle(core: string): Needle {
  return { core, accept: (hay, at) => (isAlnum(hay.charCodeAt(at + core.length)) ? -1 : at + core.length) };
}

/** The needles of one value. Dates may add their literal ("thursday") as written. */
export function needlesOf(value: ClaimValue, literal?: string): Needle[] {
  switch (value.type) {
    case "identifier": {
      if (value.form === "phone") return phoneNeedles(value.id);
      // Read out digit by digit, an id may be a part of one ("nine two nine a c three zero two ..."): digits between non-digits.
      if (value.form === "spoken" && /^\d+$/.test(value.id)) return [{ core: value.id, accept: (hay, at) => (leftClear(hay, at, false) && !isDigit(hay.charCodeAt(at + value.id.length)) ? at + value.id.length : -1) }];
      const id = value.id.toLowerCase().replace(/^#/, "");
      return [value.suffix ? suffixNeedle(id) : wordNeedle(id)];
    }
    case "money":
      return moneyNeedles(value.cents);
    case "percent":
      return percentNeedles(value.ratio);
    case "date": {
      const out = value.dates.flatMap(dateNeedles);
      if (value.yearless) out.push(...value.dates.flatMap(anyYearNeedles));
      if (literal) out.push(wordNeedle(literal));
      return out;
    }
    case "time":
      return value.minutes.flatMap(timeNeedles);
    case "duration":
      return durationNeedles(value.min, value.max, value.unit);
    default:
      return [];
  }
}
