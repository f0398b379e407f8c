/**
 * What to look for in the evidence for each claim: a literal to find (lower case) and a check of
 * its surroundings, so `64` does not match inside `640`, a bare `6400` counts as $64.00 only under
 * a key naming cents, and `0.9` answers "90%".
 */
import { formatNumber } from "./normalize-values";
import type { ExtractedClaim } from "./extract-claims";

export interface Needle {
  /** Lower-case literal, searched case-insensitively. */
  core: string;
  /** Given the evidence text and where `core` starts, the end of the match or -1. */
  accept(hay: string, at: number): number;
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
  const m = window.match(/"([^"]{1,48})"\s*:\s*"?$/);
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

function wordNeedle(core: string): Needle {
  return {
    core,
    accept(hay, at) {
      const end = at + core.length;
      return leftClear(hay, at, true) && !isAlnum(hay.charCodeAt(end)) ? end : -1;
    },
  };
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

function moneyNeedles(cents: number): Needle[] {
  const major = Math.trunc(cents / 100);
  const minor = Math.abs(cents % 100);
  const out: Needle[] = [];
  const majors = [String(major)];
  if (Math.abs(major) >= 1000) majors.push(major.toLocaleString("en-US"));
  for (const m of majors) {
    if (minor === 0) out.push(numberNeedle(m));
    else {
      const dec = `${m}.${String(minor).padStart(2, "0")}`;
      out.push(numberNeedle(dec));
      if (minor % 10 === 0) out.push(numberNeedle(`${m}.${minor / 10}`));
    }
  }
  // The same amount in minor units, accepted only under a key that says so.
  out.push(numberNeedle(String(cents), (hay, at) => /cent|minor/.test(keyBefore(hay, at))));
  return out;
}

function percentNeedles(ratio: number): Needle[] {
  const pct = formatNumber(ratio * 100);
  return [
    numberNeedle(pct, (hay, at, end) => /^\s?(%|percent)/i.test(hay.slice(end, end + 9)) || /percent|pct|rate|ratio|discount/.test(keyBefore(hay, at))),
    numberNeedle(formatNumber(ratio)),
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
  const [, m, d] = iso.split("-").map(Number);
  const text = `${MONTHS[m - 1]} ${d}`;
  // "may 20", also "may 20th", but never "may 2" inside "may 20".
  const textual: Needle = {
    core: text,
    accept(hay, at) {
      let end = at + text.length;
      if (/^(st|nd|rd|th)\b/i.test(hay.slice(end, end + 3))) end += 2;
      return leftClear(hay, at, true) && !isAlnum(hay.charCodeAt(end)) ? end : -1;
    },
  };
  return [isoDayNeedle(iso), textual];
}

/** "card ending in 6644": the digits end an id or a digit run ("gift_card_6276644"). */
function suffixNeedle(core: string): Needle {
  return { core, accept: (hay, at) => (isAlnum(hay.charCodeAt(at + core.length)) ? -1 : at + core.length) };
}

export function buildNeedles(claim: ExtractedClaim): Needle[] {
  const v = claim.value;
  switch (v.type) {
    case "identifier":
      return [v.suffix ? suffixNeedle(v.id.toLowerCase()) : wordNeedle(v.id.toLowerCase())];
    case "money":
      return moneyNeedles(v.cents);
    case "percent":
      return percentNeedles(v.ratio);
    case "date": {
      const out = v.dates.flatMap(dateNeedles);
      if (claim.literal) out.push(wordNeedle(claim.literal));
      return out;
    }
    default:
      return [];
  }
}
