/**
 * Lexical support of a sentence by a clause: the share of the sentence's distinctive terms that
 * the clause contains, after a crude stem (first five letters). A number in the sentence that the
 * clause does not contain caps the score: "60 days" is not supported by a 30-day clause.
 */
import { JSON_NOISE, STOPWORDS } from "./noise-words";

const MARKERS = /\[\s*(?:tool|clause)\s*:[^\]]*\]/gi;
const NUMBER_MISS_CAP = 0.2;

/** Words agents use for the policy's own ("purchased" for "bought"), folded before stemming. */
const SYNONYMS: Record<string, string> = { bought: "purchase", buy: "purchase", buying: "purchase", canceled: "cancelled", canceling: "cancelling", ticket: "reservation", tickets: "reservation", booking: "book", booked: "book", bookings: "book", class: "cabin", fare: "price", fares: "price", unused: "remaining", leftover: "remaining" };

function stem(w: string): string {
  if (/^\d/.test(w)) return w;
  const word = SYNONYMS[w] ?? w;
  return word.length > 5 ? word.slice(0, 5) : word.replace(/s$/, "");
}

/** Distinctive terms of a text, stemmed. */
export function distinctiveTerms(text: string): string[] {
  const tokens = text.replace(MARKERS, " ").replace(/\b(?:as|so) long as\b/gi, " if ").toLowerCase().match(/[a-z0-9]+(?:[-_.'][a-z0-9]+)*/g) ?? [];
  const out = new Set<string>();
  for (const tok of tokens) {
    // Identifiers (SU-88421, call_7) name the order, not what the policy says: not support terms.
    if (/\d/.test(tok) && /[a-z]/.test(tok)) continue;
    const parts = /^\d+(?:\.\d+)?$/.test(tok) ? [tok] : tok.split(/[-_.']/);
    for (const w of parts) {
      if (STOPWORDS.has(w) || JSON_NOISE.has(w)) continue;
      if (!/^\d/.test(w) && w.length < 3) continue;
      out.add(stem(w));
    }
  }
  return [...out];
}

export interface SupportScore {
  score: number;
  /** The clause sentence sharing most terms with the claim: [start, end) in the clause text. */
  span: [number, number];
  missingNumbers: string[];
}

export function scoreSupport(sentence: string, clauseTitle: string, clauseText: string): SupportScore {
  const terms = distinctiveTerms(sentence);
  const clauseTerms = new Set(distinctiveTerms(`${clauseTitle} ${clauseText}`));
  const numbers = terms.filter((t) => /^\d/.test(t));
  const missingNumbers = numbers.filter((n) => !clauseTerms.has(n));
  let score = terms.length ? terms.filter((t) => clauseTerms.has(t)).length / terms.length : 0;
  if (missingNumbers.length) score = Math.min(score, NUMBER_MISS_CAP);
  let span: [number, number] = [0, clauseText.length];
  let best = -1;
  for (const m of clauseText.matchAll(/[^.!?]+[.!?]?/g)) {
    const own = new Set(distinctiveTerms(m[0]));
    const overlap = terms.filter((t) => own.has(t)).length;
    if (overlap > best) {
      best = overlap;
      const lead = m[0].length - m[0].trimStart().length;
      span = [m.index + lead, m.index + m[0].trimEnd().length];
    }
  }
  return { score: Math.round(score * 100) / 100, span, missingNumbers };
}
