/**
 * Amounts the operator's policy sets ("$100 per passenger", "a $50 certificate", "$30 insurance
 * per passenger"): evidence for a write call's amount and for a reply's total, alone or times a
 * count the run showed. Read from policy passages (clauses or the prompt), with the unit they are
 * per, so "$50 x 3 passengers" can be shown as a formula with its source.
 */
import type { PolicyPassage } from "./policy-passages";

export interface PolicyAmount {
  cents: number;
  /** Singular noun the amount is per ("passenger", "item", "bag", "night"), or null. */
  per: string | null;
  passage: PolicyPassage;
  /** [start, end) of the amount within passage.text. */
  span: [number, number];
}

const MONEY = /(?:\$|USD\s?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?!\d)|\b(\d+)(?:\.(\d{1,2}))?\s?(?:dollars|USD)\b/g;
/** "per passenger", "for each item", "each bag", "/night", "a night". */
const PER = /^\s*(?:(?:\(|,)?\s*)?(?:per|for each|each|a|an|\/|times the number of|x the number of|multiplied by the number of)\s*([a-z]+)/i;
/** "Each extra baggage is 50 dollars": the unit stands before the amount. */
const EACH_BEFORE = /\beach\s+(?:extra\s+|additional\s+)?([a-z]+)\s+(?:is|costs?|will be|at)\s*$/i;
const NOUNS = /^(passenger|traveler|traveller|person|people|item|bag|baggage|night|seat|ticket|order|flight|segment|guest|adult|child|unit|piece|day)s?$/i;

const singular = (w: string) => {
  const lower = w.toLowerCase();
  if (lower === "people") return "person";
  if (lower === "baggage") return "bag";
  return lower.replace(/s$/, "");
};

const amountsOf = new WeakMap<readonly PolicyPassage[], PolicyAmount[]>();

/** Memoised per passage list: the list is cached per prompt and library, and every reply reads it. */
export function extractPolicyAmounts(passages: readonly PolicyPassage[]): PolicyAmount[] {
  let found = amountsOf.get(passages);
  if (!found) amountsOf.set(passages, (found = readPolicyAmounts(passages)));
  return found;
}

function readPolicyAmounts(passages: readonly PolicyPassage[]): PolicyAmount[] {
  const out: PolicyAmount[] = [];
  for (const p of passages) {
    MONEY.lastIndex = 0;
    for (let m = MONEY.exec(p.text); m; m = MONEY.exec(p.text)) {
      const whole = (m[1] ?? m[3]).replace(/,/g, "");
      const frac = (m[2] ?? m[4] ?? "").padEnd(2, "0");
      const cents = Number(whole) * 100 + (frac ? Number(frac) : 0);
      if (!Number.isFinite(cents) || cents <= 0) continue;
      const end = m.index + m[0].length;
      // The unit may follow the amount directly, or one noun later ("$30 insurance per passenger").
      const after = p.text.slice(end, end + 48);
      let per: string | null = null;
      const direct = PER.exec(after);
      if (direct && NOUNS.test(direct[1])) per = singular(direct[1]);
      else {
        const later = /^\s*[a-z-]+(?:\s+[a-z-]+)?\s+(?:per|for each|each)\s+([a-z]+)/i.exec(after);
        if (later && NOUNS.test(later[1])) per = singular(later[1]);
      }
      if (!per) {
        const before = EACH_BEFORE.exec(p.text.slice(Math.max(0, m.index - 48), m.index));
        if (before) per = singular(before[1].replace(/^baggage$/i, "bag"));
      }
      out.push({ cents, per, passage: p, span: [m.index, end] });
    }
  }
  return out;
}
