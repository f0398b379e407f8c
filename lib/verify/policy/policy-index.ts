/**
 * The policy the agent was given, indexed once per prompt and library: its passages (the system
 * prompt split into sentences under their headings, the clause library's sentences, and the text of
 * policy lookups), their terms weighted by rarity, and the facts each states (the library's own,
 * else drafted). A reply sentence is matched against passages and facts by the policy's rarer words
 * it shares: which passage it restates, which fact it speaks to.
 */
import { clausePassages, promptPolicyPassages, sentenceSpans, type PolicyPassage } from "../../evidence/policy-passages";
import type { NormalizedRun } from "../../run/types";
import { terms } from "../language/words";
import type { Clause, Pack, PolicyFact } from "../types";
import { draftFacts } from "./draft-facts";

export interface IndexedPassage extends PolicyPassage {
  terms: Set<string>;
  headingTerms: Set<string>;
}

export interface IndexedFact {
  fact: PolicyFact;
  passage: IndexedPassage | null;
  /** The fact's own words (its `about` and its passage's heading). */
  terms: Set<string>;
  clauseId?: string;
  confirmed: boolean;
  /** Where it came from: a clause's facts, a draft of a passage, or a pack. */
  origin: "clause" | "draft" | "pack";
}

export interface PolicyIndex {
  passages: IndexedPassage[];
  facts: IndexedFact[];
  idf(term: string): number;
  /** Best passages for a text, by the share of the text's term weight the passage covers. */
  match(text: string, k?: number): { passage: IndexedPassage; score: number; shared: number }[];
  /** How well `text` speaks to a fact: the share of the fact's term weight the text covers, and terms shared. */
  factScore(fact: IndexedFact, textTerms: ReadonlySet<string>): { score: number; shared: number };
}

/** Drafts per passage text, shared by every reply: a run's lookups change per reply, its policy and clauses do not. */
const DRAFTS = new Map<string, PolicyFact[]>();
function draftedFacts(text: string, offset: number): PolicyFact[] {
  const key = `${offset}\u0000${text}`;
  let hit = DRAFTS.get(key);
  if (!hit) {
    hit = draftFacts(text, offset);
    if (DRAFTS.size >= 20_000) DRAFTS.delete(DRAFTS.keys().next().value!);
    DRAFTS.set(key, hit);
  }
  return hit;
}

function build(passages: PolicyPassage[], clauseFacts: Map<string, PolicyFact[]>, packs: readonly Pack[]): PolicyIndex {
  const indexed: IndexedPassage[] = passages.map((p) => ({ ...p, terms: new Set(terms(p.text)), headingTerms: new Set(terms(p.heading)) }));
  const df = new Map<string, number>();
  for (const p of indexed) for (const t of new Set([...p.terms, ...p.headingTerms])) df.set(t, (df.get(t) ?? 0) + 1);
  const n = Math.max(1, indexed.length);
  const idf = (t: string) => Math.log((n + 1) / ((df.get(t) ?? 0) + 0.5));
  const facts: IndexedFact[] = [];
  const withHeading = (about: string, p: IndexedPassage | null) => new Set([...terms(about), ...(p ? p.headingTerms : [])]);
  const draftedClauses = new Set<string>();
  for (const p of indexed) {
    if (p.source === "clause" && p.clauseId && clauseFacts.has(p.clauseId)) {
      if (draftedClauses.has(p.clauseId)) continue;
      draftedClauses.add(p.clauseId);
      // Each fact beside the sentence its span points at (the clause's first when it has none), so a finding quotes that sentence.
      const own = indexed.filter((x) => x.source === "clause" && x.clauseId === p.clauseId);
      for (const f of clauseFacts.get(p.clauseId)!) {
        const at = f.span ? own.find((x) => x.span[0] <= f.span![0] && f.span![0] < x.span[1]) ?? p : p;
        facts.push({ fact: f, passage: at, terms: withHeading(f.about, at), clauseId: p.clauseId, confirmed: f.confirmed === true, origin: "clause" });
      }
      continue;
    }
    for (const f of draftedFacts(p.text, p.span[0])) facts.push({ fact: f, passage: p, terms: withHeading(p.text, p), ...(p.clauseId ? { clauseId: p.clauseId } : {}), confirmed: false, origin: "draft" });
  }
  for (const pack of packs) for (const f of pack.facts ?? []) facts.push({ fact: f, passage: null, terms: withHeading(f.about, null), confirmed: true, origin: "pack" });
  const weight = (ts: Iterable<string>) => {
    let w = 0;
    for (const t of ts) w += idf(t);
    return w;
  };
  return {
    passages: indexed,
    facts,
    idf,
    match(text, k = 3) {
      const ts = new Set(terms(text));
      const total = weight(ts);
      if (!total) return [];
      const scored: { passage: IndexedPassage; score: number; shared: number }[] = [];
      for (const p of indexed) {
        let w = 0;
        let shared = 0;
        for (const t of ts) {
          if (p.terms.has(t)) {
            w += idf(t);
            shared++;
          } else if (p.headingTerms.has(t)) {
            w += 0.5 * idf(t);
            shared++;
          }
        }
        if (shared) scored.push({ passage: p, score: w / total, shared });
      }
      return scored.sort((a, b) => b.score - a.score).slice(0, k);
    },
    factScore(fact, textTerms) {
      const total = weight(fact.terms);
      if (!total) return { score: 0, shared: 0 };
      let w = 0;
      let shared = 0;
      for (const t of fact.terms) {
        if (textTerms.has(t)) {
          w += idf(t);
          shared++;
        }
      }
      return { score: w / total, shared };
    },
  };
}

/** Passages of policy lookups (a knowledge base the agent searched): the policy arrives as tool results. */
export function lookupPassages(results: readonly { text: string; messageIndex: number; toolCallId: string; label: string }[]): PolicyPassage[] {
  const out: PolicyPassage[] = [];
  for (const r of results) {
    for (const [s, e] of sentenceSpans(r.text)) {
      out.push({ id: `lookup@${r.messageIndex}:${s}`, source: "prompt", text: r.text.slice(s, e), heading: r.label, messageIndex: r.messageIndex, span: [s, e] });
    }
  }
  return out;
}

const byPrompt = new Map<string, PolicyIndex>();
const byLibrary = new WeakMap<readonly Clause[], Map<string, PolicyIndex>>();
const MAX_CACHED = 64;

/**
 * The index for a run's prompt, its clause library, its policy lookups and its packs, cached by their
 * identity: every reply of a run, and every run of one agent, shares it.
 */
export function policyIndexFor(run: NormalizedRun, clauses: readonly Clause[] | undefined, lookups: ReturnType<typeof lookupPassages>, packs: readonly Pack[]): PolicyIndex {
  const prompt = run.entries.filter((e) => e.role === "system").map((e) => (e.role === "system" ? e.text : "")).join("\n\u0000\n");
  const clauseFacts = new Map<string, PolicyFact[]>();
  for (const c of clauses ?? []) if (Array.isArray(c.facts)) clauseFacts.set(c.id, c.facts);
  const make = () => build([...clausePassages(clauses as Clause[] | undefined), ...promptPolicyPassages(run), ...lookups], clauseFacts, packs);
  // What a run looked up is its own: indexed per reply (lookups are small), never cached across runs.
  if (lookups.length) return make();
  const key = `${prompt}\u0001${packs.map((p) => p.id).join(",")}`;
  const cache = clauses ? (byLibrary.get(clauses) ?? byLibrary.set(clauses, new Map()).get(clauses)!) : byPrompt;
  const hit = cache.get(key);
  if (hit) return hit;
  const built = make();
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, built);
  return built;
}
