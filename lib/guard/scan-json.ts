import { canonicalize, canonicalNumber } from "./canonicalize";
import type { EntityMatcher } from "./entity-matcher";
import { indexSpanTokens, indexSubtokens } from "./index-text";
import { addOccurrence, addAmount, cachedKey, cachedValue, internKey, moneyKind, sharedValueCache } from "./ledger-store";
import type { Ledger } from "./ledger-types";
import { flushFacts, noteFacts, type FrameFacts } from "./record-entities";

const MAX_DEPTH = 256;
/** Multi-word strings longer than this are indexed by their id-like tokens only. */
export const MAX_PROSE_VALUE = 64;
const ID_CHAR = /[\d@]/g;

// Scratch stacks shared by every scan (scans never overlap: JS is single-threaded and scanJson does not re-enter).
const stacks = { isArr: new Uint8Array(MAX_DEPTH), frameKey: new Int32Array(MAX_DEPTH), curKey: new Int32Array(MAX_DEPTH) };


/** indexOf returning text.length for "none left", so a cached position stays valid. */
function findFrom(text: string, needle: string, from: number): number {
  const i = text.indexOf(needle, from);
  return i < 0 ? text.length : i;
}

function nextMatch(re: RegExp, text: string, from: number): number {
  re.lastIndex = from;
  const found = re.exec(text);
  return found ? found.index : text.length;
}

/**
 * One pass over a tool result's raw JSON text, recording every string and number token with its
 * exact span, the key it sits under, money amounts and entity facts (id, owner, charges). No
 * object tree is built: that is what keeps the ledger within a small factor of JSON.parse.
 * Tolerant of malformed JSON: anything unexpected is skipped, never thrown.
 */
export function scanJson(ledger: Ledger, src: number, text: string, m: EntityMatcher): void {
  const n = text.length;
  const isArr = stacks.isArr;
  const frameKey = stacks.frameKey; // key under which frame f sits in frame f-1 (-1 in arrays)
  const curKey = stacks.curKey; // latest key read in object frame f
  const facts: Array<FrameFacts | null> = [];
  const keyCache = ledger.keyCache;
  const valueCache = sharedValueCache;
  let depth = -1;
  let pendingKey = -1;
  // Next positions of a backslash, a space and an id character, found natively and reused until
  // the scan passes them: keeps the scan linear without a JS loop over every character.
  let nextBackslash = findFrom(text, "\\", 0);
  let nextSpace = -1;
  let nextIdChar = -1;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      const start = i + 1;
      let end = text.indexOf('"', start);
      if (end < 0) return;
      let escaped = false;
      if (nextBackslash < end) {
        // Skip escaped quotes: a quote preceded by an odd run of backslashes is part of the string.
        escaped = true;
        for (;;) {
          let bs = 0;
          while (text.charCodeAt(end - 1 - bs) === 92) bs++;
          if (bs % 2 === 0) break;
          end = text.indexOf('"', end + 1);
          if (end < 0) return;
        }
        nextBackslash = findFrom(text, "\\", end);
      }
      let k = end + 1;
      let d = text.charCodeAt(k);
      while (d === 32 || d === 10 || d === 13 || d === 9) d = text.charCodeAt(++k);
      if (d === 58 && depth >= 0 && !isArr[depth]) {
        // A key. Keys that carry digits are ids too (payment methods keyed by their id).
        const id = escaped ? internKey(ledger, decode(text, start, end)) : cachedKey(ledger, keyCache, text, start, end);
        curKey[depth] = id;
        pendingKey = id;
        if (ledger.keyDigit[id] === 1) addOccurrence(ledger, canonicalize(ledger.keyNames[id]), src, start, end, -1);
        i = k + 1;
        continue;
      }
      const key = depth >= 0 && !isArr[depth] ? curKey[depth] : -1;
      const len = end - start;
      let prose = false;
      if (len > 8) {
        if (nextSpace < start) nextSpace = findFrom(text, " ", start);
        prose = nextSpace < end;
      }
      // A long multi-word text is not an identifier as a whole: only the id-like tokens in it are
      // indexed. Skipping the whole value keeps prose-heavy results cheap to scan and to hold.
      if (!prose || len <= MAX_PROSE_VALUE) {
        const value = canonicalize(escaped ? decode(text, start, end) : len <= 24 ? cachedValue(valueCache, text, start, end) : text.slice(start, end));
        const occ = addOccurrence(ledger, value, src, start, end, key);
        const money = moneyKind(ledger, key, depth, frameKey, isArr);
        if (money !== 0 && value !== "" && !isNaN(Number(value))) addAmount(ledger, Number(value), money, occ);
        if (m.any && key >= 0 && ledger.keyEntity[key] !== 0) noteFacts(ledger, m, facts, depth, key, value, occ, isArr, frameKey, false);
      }
      if (prose) {
        if (nextIdChar < start) nextIdChar = nextMatch(ID_CHAR, text, start);
        if (nextIdChar < end) {
          if (escaped) indexSubtokens(ledger, decode(text, start, end), src, start, true);
          else indexSpanTokens(ledger, text, start, end, src);
        }
      }
      i = end + 1;
    } else if (c === 123 || c === 91) {
      if (depth + 1 >= MAX_DEPTH) return;
      depth++;
      isArr[depth] = c === 91 ? 1 : 0;
      frameKey[depth] = depth > 0 && !isArr[depth - 1] ? pendingKey : -1;
      curKey[depth] = -1;
      facts[depth] = null;
      pendingKey = -1;
      i++;
    } else if (c === 125 || c === 93) {
      if (depth >= 0) {
        const f = facts[depth];
        if (f) flushFacts(ledger, m, f);
        facts[depth] = null;
        depth--;
      }
      i++;
    } else if ((c >= 48 && c <= 57) || c === 45) {
      const start = i;
      i++;
      while (i < n) {
        const d = text.charCodeAt(i);
        if ((d >= 48 && d <= 57) || d === 46 || d === 101 || d === 69 || d === 43 || d === 45) i++;
        else break;
      }
      const key = depth >= 0 && !isArr[depth] ? curKey[depth] : -1;
      const value = canonicalNumber(cachedValue(valueCache, text, start, i));
      const occ = addOccurrence(ledger, value, src, start, i, key);
      const money = moneyKind(ledger, key, depth, frameKey, isArr);
      if (money !== 0) addAmount(ledger, Number(value), money, occ);
      if (m.any && depth >= 0 && (key < 0 || ledger.keyEntity[key] !== 0)) noteFacts(ledger, m, facts, depth, key, value, occ, isArr, frameKey, true);
    } else i++;
  }
}

function decode(text: string, start: number, end: number): string {
  try {
    return JSON.parse(text.slice(start - 1, end + 1)) as string;
  } catch {
    return text.slice(start, end);
  }
}

