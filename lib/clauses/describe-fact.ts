import { sentenceSpans } from "../evidence/policy-passages";
import type { DurationUnit, PolicyFact } from "../verify";

const UNIT_WORDS: Record<DurationUnit, [string, string]> = {
  minute: ["minute", "minutes"],
  hour: ["hour", "hours"],
  day: ["day", "days"],
  business_day: ["business day", "business days"],
  week: ["week", "weeks"],
  month: ["month", "months"],
  year: ["year", "years"],
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The word the policy used for a stemmed one ("passeng" → "passengers"): limits and actions are
 * stored as the verifier's stems, which read badly. Falls back to the stem when `about` lacks it.
 */
export function surfaceWords(stemmed: string, about: string): string {
  const words = stemmed.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return stemmed;
  const m = new RegExp(String.raw`\b${words.map((w) => `${escape(w)}[a-z]*`).join(String.raw`\s+`)}`, "i").exec(about);
  return m ? m[0].toLowerCase() : stemmed;
}

const count = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;

/** "$50" or "$12.50": facts carry cents without a currency; the policy's own sentence says which. */
export function formatCents(cents: number): string {
  return `$${cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2)}`;
}

/** One fact in plain words, as the Policies page shows it: "window: at most 24 hours since booking". */
export function describeFact(f: PolicyFact): string {
  switch (f.kind) {
    case "duration": {
      const unit = UNIT_WORDS[f.unit];
      const howLong = f.min === f.max ? count(f.max, unit) : `${f.min} to ${count(f.max, unit)}`;
      return f.since ? `window: at most ${howLong} since ${f.since}` : `time: ${howLong}`;
    }
    case "amount":
      return `amount: ${formatCents(f.cents)}${f.per ? ` per ${f.per}` : ""}`;
    case "rate":
      return `rate: ${Math.round(f.ratio * 1e6) / 1e4}%${f.per ? ` of ${f.per}` : ""}`;
    case "limit":
      return `limit: at most ${f.max} ${surfaceWords(f.noun, f.about)}`;
    case "kinds":
      return [f.allowed?.length ? `allowed kinds: ${f.allowed.join(", ")}` : null, f.forbidden?.length ? `forbidden kinds: ${f.forbidden.join(", ")}` : null].filter(Boolean).join("; ");
    case "statuses":
      return `statuses: ${surfaceWords(f.action, f.about)} only when the status is ${f.statuses.join(" or ")}`;
  }
}

export interface FactRow {
  /** [start, end) of the sentence in the clause text; null: facts read against the whole clause. */
  span: [number, number] | null;
  text: string;
  /** The facts read from this sentence, with their index in the clause's list (what actions name). */
  facts: { index: number; fact: PolicyFact }[];
}

/**
 * The clause text as rows of sentences, each with the facts drafted from it: a fact belongs to the
 * sentence its span starts in. Facts without a usable span come first, against the whole text.
 */
export function factRows(text: string, facts: PolicyFact[]): FactRow[] {
  const sentences: FactRow[] = sentenceSpans(text).map(([s, e]) => ({ span: [s, e], text: text.slice(s, e), facts: [] }));
  const whole: FactRow = { span: null, text, facts: [] };
  facts.forEach((fact, index) => {
    const at = fact.span && fact.span[1] <= text.length ? sentences.find((r) => r.span![0] <= fact.span![0] && fact.span![0] < r.span![1]) : undefined;
    (at ?? whole).facts.push({ index, fact });
  });
  return whole.facts.length ? [whole, ...sentences] : sentences;
}
