import { canonicalize } from "./canonicalize";
import { addAmount, addOccurrence } from "./ledger-store";
import type { Ledger } from "./ledger-types";

const ID_TOKEN = /[A-Za-z0-9#/~][\w\-.@+#/:~%=&?]*[\w/]|[A-Za-z0-9]/g;

/**
 * Index id-like tokens inside prose (customer words, free-text fields of tool results): trailing
 * sentence punctuation is excluded by the pattern, so "SU-88421." yields "SU-88421". In tool
 * results only tokens with a digit or an @ are kept, because a word of a description is not an id.
 */
export function indexSubtokens(l: Ledger, text: string, src: number, offset: number, approximate: boolean, all = false): void {
  if (approximate) return; // escaped strings: spans would not map back exactly, and the whole value is indexed anyway
  ID_TOKEN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = ID_TOKEN.exec(text))) {
    const t = m[0];
    if (!all && !/[\d@]/.test(t)) continue;
    const v = canonicalize(t);
    if (v) addOccurrence(l, v, src, offset + m.index + (t.length - t.trimStart().length) + (t.startsWith("#") ? 1 : 0), offset + m.index + t.length, -1);
  }
}

const ID_CHAR_IN_TOKEN = /[\d@]/;

/** indexSubtokens over a span of a larger text (a JSON string value), without slicing the span. */
export function indexSpanTokens(l: Ledger, text: string, start: number, end: number, src: number): void {
  ID_TOKEN.lastIndex = start;
  let m: RegExpExecArray | null;
  while ((m = ID_TOKEN.exec(text)) && m.index < end) {
    const t = m[0];
    if (!ID_CHAR_IN_TOKEN.test(t)) continue;
    const hash = t.charCodeAt(0) === 35 ? 1 : 0;
    const v = canonicalize(t);
    if (v) addOccurrence(l, v, src, m.index + hash, m.index + t.length, -1);
  }
}

const MONEY_IN_TEXT = /([$€£])\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?|(\d+(?:\.\d{1,2})?)\s?(?:dollars|usd|euros?|eur|pounds|gbp|bucks)\b/gi;

/** Money the customer wrote: "$19", "$1,250.50", "19 dollars". Bare numbers are not taken as money. */
export function indexTextAmounts(l: Ledger, text: string, src: number): void {
  MONEY_IN_TEXT.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = MONEY_IN_TEXT.exec(text))) {
    const numText = m[1] ? m[2].replace(/,/g, "") + (m[3] ? `.${m[3]}` : "") : m[4];
    // The span covers the currency too ("$19"), which is what a reader should see highlighted.
    const occ = addOccurrence(l, String(Number(numText)), src, m.index, m.index + m[0].length, -1);
    addAmount(l, Number(numText), 1, occ);
  }
}
