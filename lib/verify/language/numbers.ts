/**
 * Numbers as people write and say them: "24", "1,250.50", "21st", and "twenty-four", "one hundred
 * and fifty", "thirty-first" (voice agents spell everything out). One scanner, linear in the text,
 * used by every extractor so "twenty-four hours" and "24 hrs" are read alike.
 */

const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };
const ORDINAL_UNITS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17,
  eighteenth: 18, nineteenth: 19, twentieth: 20, thirtieth: 30,
};

export interface NumberSpan {
  value: number;
  start: number;
  end: number;
  /** Written with digits ("24") rather than words ("twenty-four"). */
  digits: boolean;
  /** "21st", "thirty-first". */
  ordinal: boolean;
  /** Letters glued to the digits ("24h", "5GB", "3pm"), lower case; "" when none. */
  suffix: string;
  /** Digits grouped with commas ("1,250"), or with a decimal part. */
  grouped: boolean;
  decimals: number;
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);

/** A digit run at `i`: 1,250.50 / 24 / 3.5, with glued letters. Returns null when `i` is inside a longer token. */
function digitNumber(text: string, i: number): NumberSpan | null {
  let j = i;
  let grouped = false;
  while (isDigit(text.charCodeAt(j))) j++;
  // Thousands groups: ",ddd" repeated, only after 1-3 leading digits.
  if (j - i <= 3) {
    while (text.charCodeAt(j) === 44 && isDigit(text.charCodeAt(j + 1)) && isDigit(text.charCodeAt(j + 2)) && isDigit(text.charCodeAt(j + 3)) && !isDigit(text.charCodeAt(j + 4))) {
      j += 4;
      grouped = true;
    }
  }
  let decimals = 0;
  if (text.charCodeAt(j) === 46 && isDigit(text.charCodeAt(j + 1))) {
    let k = j + 1;
    while (isDigit(text.charCodeAt(k))) k++;
    decimals = k - j - 1;
    j = k;
  }
  const numEnd = j;
  while (isLetter(text.charCodeAt(j))) j++;
  const suffix = text.slice(numEnd, j).toLowerCase();
  const value = Number(text.slice(i, numEnd).replace(/,/g, ""));
  if (!Number.isFinite(value)) return null;
  const ordinal = /^(?:st|nd|rd|th)$/.test(suffix);
  return { value, start: i, end: ordinal ? j : suffix ? j : numEnd, digits: true, ordinal, suffix: ordinal ? "" : suffix, grouped: grouped || decimals > 0, decimals };
}

const WORD_AT = /[A-Za-z]+/y;

/** Word `i` starts at, lower case, and its end. */
function wordAt(text: string, i: number): { w: string; end: number } | null {
  WORD_AT.lastIndex = i;
  const m = WORD_AT.exec(text);
  return m ? { w: m[0].toLowerCase(), end: i + m[0].length } : null;
}

function isNumberWord(w: string): boolean {
  return w in UNITS || w in TENS || w in SCALES || w in ORDINAL_UNITS || /^(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)$/.test(w);
}

/** A spelled-out number at `i` ("one hundred and fifty", "twenty-four", "thirty-first"), or null. */
function wordNumber(text: string, i: number): NumberSpan | null {
  let total = 0;
  let current = 0;
  let end = i;
  let seen = false;
  let ordinal = false;
  let at = i;
  let afterScale = false;
  for (;;) {
    const word = wordAt(text, at);
    if (!word) break;
    const w = word.w;
    if (!seen && (w === "a" || w === "an")) {
      // "a hundred dollars", "a thousand": the article is the one.
      const after = skipSpace(text, word.end);
      const next = wordAt(text, after);
      if (after === word.end || !next || !(next.w in SCALES)) break;
      seen = true;
      at = after;
      continue;
    }
    if (w === "and" && seen && afterScale) {
      // "one hundred and fifty": "and" only between a scale and a smaller number.
      const after = skipSpace(text, word.end);
      const next = wordAt(text, after);
      if (!next || !(next.w in UNITS || next.w in TENS || next.w in ORDINAL_UNITS)) break;
      at = after;
      continue;
    }
    // "fifty five" is 55, but "five five" or "twelve three" are two numbers (ids read out digit by digit).
    if (seen && (w in UNITS || w in TENS) && current % 100 !== 0 && !(current % 10 === 0 && current % 100 >= 20 && w in UNITS && UNITS[w] < 10)) break;
    if (w in UNITS) current += UNITS[w];
    else if (w in TENS) current += TENS[w];
    else if (w in ORDINAL_UNITS) {
      current += ORDINAL_UNITS[w];
      ordinal = true;
    } else if (w in SCALES) {
      if (!seen) break; // "hundred" alone is no number here ("hundreds of")
      if (SCALES[w] === 100) current = (current || 1) * 100;
      else {
        total += (current || 1) * SCALES[w];
        current = 0;
      }
    } else break;
    afterScale = w in SCALES;
    seen = true;
    end = word.end;
    if (ordinal) break;
    // "twenty-four": a hyphen joins two number words.
    if (text.charCodeAt(end) === 45 && wordAt(text, end + 1) && isNumberWord(wordAt(text, end + 1)!.w)) at = end + 1;
    else {
      const next = skipSpace(text, end);
      if (next === end) break;
      at = next;
    }
  }
  if (!seen) return null;
  return { value: total + current, start: i, end, digits: false, ordinal, suffix: "", grouped: false, decimals: 0 };
}

function skipSpace(text: string, i: number): number {
  while (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9) i++;
  return i;
}

/**
 * Every number in `text`, in order, never overlapping. Digits inside a longer token ("W2378156",
 * "HAT136", "2024-05-01" parts) are reported too; callers decide what a number is by its neighbours.
 */
export function findNumbers(text: string): NumberSpan[] {
  const out: NumberSpan[] = [];
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isDigit(c)) {
      const prev = text.charCodeAt(i - 1);
      const num = digitNumber(text, i);
      // Digits glued after letters ("HAT136") are part of a token, not a number of their own.
      if (num && !(i > 0 && isLetter(prev))) out.push(num);
      i = num ? Math.max(num.end, i + 1) : i + 1;
      while (isDigit(text.charCodeAt(i))) i++;
      continue;
    }
    if (isLetter(c) && !(i > 0 && isLetter(text.charCodeAt(i - 1)))) {
      const word = wordAt(text, i)!;
      if (isNumberWord(word.w) || ((word.w === "a" || word.w === "an") && text.charCodeAt(word.end) === 32)) {
        const num = wordNumber(text, i);
        if (num) {
          out.push(num);
          i = num.end;
          continue;
        }
      }
      i = word.end;
      continue;
    }
    i++;
  }
  return out;
}

/** The number a word or digit string names ("seven", "7"), or null. */
export function numberOf(word: string): number | null {
  const found = findNumbers(word.trim());
  return found.length === 1 && found[0].start === 0 && found[0].end === word.trim().length ? found[0].value : null;
}

const UNIT_NAMES = Object.keys(UNITS);
const TEN_NAMES = Object.fromEntries(Object.entries(TENS).map(([w, v]) => [v, w])) as Record<number, string>;

/**
 * How a whole number from 0 to 999 is spelled out, in the usual variants: "twenty-one" and "twenty
 * one", "one hundred and five" and "one hundred five"; 1 also as "a"/"an" ("a day"). Empty outside
 * that range: larger amounts are written with digits.
 */
export function spellings(n: number): string[] {
  if (!Number.isInteger(n) || n < 0 || n > 999) return [];
  if (n < 20) return n === 1 ? ["one", "a", "an"] : [UNIT_NAMES[n]];
  if (n < 100) {
    const tens = TEN_NAMES[n - (n % 10)];
    return n % 10 ? [`${tens}-${UNIT_NAMES[n % 10]}`, `${tens} ${UNIT_NAMES[n % 10]}`] : [tens];
  }
  const head = [`${UNIT_NAMES[Math.floor(n / 100)]} hundred`, ...(n < 200 ? ["a hundred"] : [])];
  const rest = n % 100;
  if (!rest) return head;
  return head.flatMap((h) => spellings(rest).filter((r) => r !== "a" && r !== "an").flatMap((r) => [`${h} and ${r}`, `${h} ${r}`]));
}
