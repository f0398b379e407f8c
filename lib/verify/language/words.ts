/**
 * The verifier's one list of English filler and its one stemmer. Owned here, grown from real misses,
 * reviewed like code: seed 004's "tiny local map you own" rather than an NLP package on the hot path.
 */

/** English filler and support-desk talk: never what a sentence is about. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any are as at be because been before being below
between both but by can could did do does doing down during each few for from further had has have having
he her here hers him his how i if in into is it its itself just me more most my no nor not now of off on
once only or other our ours out over own same she should so some such than that the their theirs them then
there these they this those through to too under until up very was we were what when where which while who
whom why will with would you your yours yourself please thank thanks let know help happy glad sure okay ok
need needs like may might however therefore hi hello dear regards sorry apologies apologize
isn aren wasn weren doesn don didn hasn haven hadn won wouldn couldn shouldn mustn ll ve re d s t m
back whatever whichever go goes going went gone get got getting make made one per any anything
something everything nothing new also just still already currently today now here via etc e.g i.e`.split(/\s+/),
);

/** Words of tool envelopes and JSON: frequent in evidence, never what a claim is about. */
export const ENVELOPE_WORDS: ReadonlySet<string> = new Set(
  `null true false none result results data id ids type value values name error errors message ok
success count page undefined nan object array string number`.split(/\s+/),
);

export const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"] as const;
export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

/** Irregular forms folded onto their base, so "paid" and "pay", "sent" and "send" are one term. */
const IRREGULAR: Record<string, string> = {
  paid: "pay", sent: "send", made: "make", bought: "buy", gave: "give", given: "give", taken: "take",
  took: "take", got: "get", gotten: "get", kept: "keep", left: "leave", held: "hold", went: "go",
  chosen: "choose", chose: "choose", done: "do", did: "do", spent: "spend", won: "win", lost: "lose",
  children: "child", people: "person", men: "man", women: "woman",
};

/**
 * A light suffix stripper: enough to make "cancellation", "cancelled" and "cancel", or "refunds" and
 * "refunded", one term. It over-folds rarely and harmlessly (terms only rank passages).
 */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/[’']s$/, "").replace(/[’']/g, "");
  if (IRREGULAR[w]) return IRREGULAR[w];
  if (w.length <= 3) return w;
  for (const [suffix, repl] of SUFFIXES) {
    if (w.length - suffix.length >= 3 && w.endsWith(suffix)) {
      w = w.slice(0, w.length - suffix.length) + repl;
      break;
    }
  }
  // "cancell" (cancelled) and "cancel" are one stem; so are "stopp" and "stop".
  if (w.length >= 4 && w[w.length - 1] === w[w.length - 2] && !"aeiousz".includes(w[w.length - 1])) w = w.slice(0, -1);
  return w;
}

/** Longest first: one suffix is removed. */
const SUFFIXES: [string, string][] = [
  ["ations", ""], ["ation", ""], ["ements", ""], ["ement", ""], ["ments", ""], ["ment", ""],
  ["ities", ""], ["ity", ""], ["ously", ""], ["ness", ""], ["ingly", ""], ["edly", ""],
  ["ies", "y"], ["ied", "y"], ["ing", ""], ["ers", ""], ["er", ""], ["ed", ""], ["es", ""], ["ly", ""], ["s", ""], ["e", ""],
];

const WORD = /[A-Za-z][A-Za-z’']*/g;

/** The content terms of a text, stemmed, in order (duplicates kept). */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(WORD)) {
    const lower = m[0].toLowerCase();
    if (lower.length < 2 || STOPWORDS.has(lower) || ENVELOPE_WORDS.has(lower)) continue;
    const s = stem(lower);
    if (s.length >= 2 && !STOPWORDS.has(s)) out.push(s);
  }
  return out;
}

/** The distinct content terms of a text. */
export const termSet = (text: string): Set<string> => new Set(terms(text));
