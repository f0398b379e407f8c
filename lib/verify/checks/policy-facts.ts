/**
 * The verdict contract's fifth finding: a sentence that contradicts a policy fact. Facts are data
 * (clause facts confirmed by the policy owner, else drafted from the policy text): a duration, an
 * amount, a rate, a limit, the kinds allowed for something, the statuses an action needs. The checks
 * read facts, not phrasings:
 * - a number the sentence gives for what a fact speaks to, that no evidence gives and the fact
 *   contradicts ("within 48 hours" where the fact is 24 hours);
 * - a limit stated otherwise ("up to 3 passengers" where the fact is at most 5);
 * - a kind offered that the fact does not allow ("you can pay with a voucher" where it says gift
 *   card or credit card), or one it forbids;
 * - an action offered or done on a record whose state the fact excludes ("I can cancel #W1" while
 *   #W1 is delivered and cancelling needs pending).
 * Only a fact the sentence clearly speaks to can contradict it; a sentence nothing settles stays
 * not checked.
 */
import type { ReplyContext } from "../context/reply-context";
import { latestRecord } from "../context/records";
import type { IndexedFact } from "../policy/policy-index";
import { clauseAfter, clauseBefore, conditionalAt, hasNegation, isOffer, isQuestion, negatedAt } from "../language/mood";
import { findNumbers } from "../language/numbers";
import { equivalents } from "../language/units";
import { stem, terms } from "../language/words";
import type { DurationUnit, Finding, PolicyFact } from "../types";
import { passageRef, passageSupport, passageWhere } from "../policy/passage-ref";
import { defineCheck } from "./define-check";

/** How clearly a sentence speaks to a fact: the harmonic mean of the two coverages, and the terms shared. */
function speaksTo(ctx: ReplyContext, f: IndexedFact, sentenceTerms: ReadonlySet<string>): { score: number; shared: number } {
  const index = ctx.policyIndex();
  const byFact = index.factScore(f, sentenceTerms);
  if (!byFact.shared) return { score: 0, shared: 0 };
  let total = 0;
  let covered = 0;
  for (const t of sentenceTerms) {
    const w = index.idf(t);
    total += w;
    if (f.terms.has(t)) covered += w;
  }
  const bySentence = total ? covered / total : 0;
  const score = byFact.score + bySentence ? (2 * byFact.score * bySentence) / (byFact.score + bySentence) : 0;
  return { score, shared: byFact.shared };
}

/**
 * Two facts that differ in what they are about ("$50 per passenger for a delayed flight", "$100 for a
 * cancelled one"): the sentence sides with `best` when it has a word only `best` has, and none only a
 * rival with the sentence's value has.
 */
function contrasts(best: IndexedFact, rivals: IndexedFact[], st: ReadonlySet<string>): boolean {
  if (!rivals.length) return false;
  for (const r of rivals) {
    const own = [...best.terms].filter((t) => !r.terms.has(t) && st.has(t));
    const theirs = [...r.terms].filter((t) => !best.terms.has(t) && st.has(t));
    if (!own.length || theirs.length) return false;
  }
  return true;
}

const SPEAKS = 0.4;
const SPEAKS_CLEARLY = 0.6;

function durationEquals(v: { min: number; max: number; unit: DurationUnit }, f: Extract<PolicyFact, { kind: "duration" }>): boolean {
  const asHours = (n: number, u: DurationUnit) => equivalents(n, u).map((e) => `${e.n}|${e.unit}`);
  const fset = new Set([...asHours(f.min, f.unit), ...asHours(f.max, f.unit)]);
  return [v.min, v.max].every((n) => asHours(n, v.unit).some((k) => fset.has(k)));
}

const describeFact = (f: PolicyFact): string => {
  switch (f.kind) {
    case "duration":
      return `${f.min === f.max ? f.min : `${f.min}-${f.max}`} ${f.unit.replace("_", " ")}${f.max === 1 ? "" : "s"}${f.since ? ` of ${f.since}` : ""}`;
    case "amount":
      return `$${(f.cents / 100).toFixed(2)}${f.per ? ` per ${f.per}` : ""}`;
    case "rate":
      return `${Math.round(f.ratio * 1e6) / 1e4}%`;
    case "limit":
      return `at most ${f.max} ${f.noun}`;
    case "kinds":
      return f.allowed ? `only ${f.allowed.join(", ")}` : `not ${f.forbidden!.join(", ")}`;
    case "statuses":
      return `${f.action} only when ${f.statuses.join(" or ")}`;
  }
};

function factFinding(claim: number, f: IndexedFact, claimed: string, why: string): Finding {
  const passage = f.passage ? passageRef(f.passage) : undefined;
  const where = passage ? passageWhere(passage) : `the ${f.origin === "pack" ? "pack's" : "policy's"} facts`;
  return {
    claim,
    verdict: "contradicted",
    reason: `${where} says ${describeFact(f.fact)}${f.confirmed ? "" : " (a drafted fact)"}: ${why}${passage ? ` ("${passage.text}")` : ""}`,
    support: passage ? [passageSupport(passage)] : [],
    ...(passage ? { passage } : {}),
    fact: { ...f.fact, ...(f.clauseId ? { clauseId: f.clauseId } : {}) },
    conflict: { claimed, stated: passage?.text ?? describeFact(f.fact), why: `${why}; the policy says ${describeFact(f.fact)}` },
  };
}

/** "in 3 days", "in another two weeks": a time counted from now, not a window. */
const FROM_NOW = /\b(?:in|in another|in the next)\s*$/i;

const LIMIT_IN_REPLY = /\b(?:up to|at most|no more than|not more than|maximum(?: of)?|a maximum of|max\.?|limit(?:ed)? (?:of|to))\s*$/i;

export const policyFacts = defineCheck({
  id: "policy-facts",
  title: "Sentences that contradict a policy fact",
  reads: ["policy facts (clause facts, drafts of the policy text, packs)", "records the sentence names"],
  finds: ["contradicted"],
  stage: "contradict",
  run(ctx, claims) {
    const index = ctx.policyIndex();
    if (!index.facts.length) return [];
    const out: Finding[] = [];
    const decided = new Set<number>();
    const sentences = new Map<string, { claims: number[]; policy: number | null; span: [number, number] }>();
    ctx.extracted.forEach((c, i) => {
      if (i >= claims.length) return;
      const key = `${c.sentence[0]}:${c.sentence[1]}`;
      const s = sentences.get(key) ?? { claims: [], policy: null, span: c.sentence };
      if (c.kind === "policy") s.policy = i;
      else s.claims.push(i);
      sentences.set(key, s);
    });
    for (const s of sentences.values()) {
      const text = ctx.reply.text.slice(s.span[0], s.span[1]);
      if (isQuestion(text)) continue;
      const st = new Set(terms(text));
      // Numbers: a duration, an amount or a rate the sentence gives for what a fact speaks to.
      for (const i of s.claims) {
        const c = ctx.extracted[i];
        const v = c.value;
        const kind = v.type === "duration" ? "duration" : v.type === "money" ? "amount" : v.type === "percent" ? "rate" : null;
        if (!kind || c.question || c.process || c.derived) continue;
        // A window anchored on an event ("within 30 days of delivery") bounds when something may be
        // done; an estimate or a time from now ("in about 3 days") says when something will happen.
        const forecast = v.type === "duration" && (c.hedged || FROM_NOW.test(ctx.reply.text.slice(Math.max(0, c.span[0] - 12), c.span[0])));
        const candidates = index.facts
          .filter((f) => f.fact.kind === kind && !(forecast && f.fact.kind === "duration" && f.fact.since))
          .map((f) => ({ f, ...speaksTo(ctx, f, st) }))
          .filter((x) => x.score >= SPEAKS && x.shared >= 2);
        if (!candidates.length) continue;
        const equal = (f: PolicyFact) =>
          (f.kind === "duration" && v.type === "duration" && durationEquals(v, f)) || (f.kind === "amount" && v.type === "money" && f.cents === v.cents) || (f.kind === "rate" && v.type === "percent" && Math.abs(f.ratio - v.ratio) < 1e-9);
        if (candidates.some((x) => equal(x.f.fact))) continue;
        const best = candidates.sort((a, b) => b.score - a.score)[0];
        const current = claims[i];
        const fromRecord = current.support.some((x) => x.source === "tool" || x.source === "user" || x.source === "call") || current.derivation;
        if (fromRecord) continue;
        // Absent from all evidence: the fact gives the better reason. Present only in another part of
        // the policy: the fact must be spoken to clearly, and beat every fact with the sentence's value.
        const absent = current.verdict === "invented" || current.verdict === "not_checked";
        const rivals = index.facts.filter((f) => equal(f.fact));
        const clearly = (best.score >= SPEAKS_CLEARLY && rivals.every((r) => speaksTo(ctx, r, st).score < best.score / 2)) || contrasts(best.f, rivals, st);
        if (!absent && !clearly) continue;
        out.push(factFinding(i, best.f, c.text, `the reply gives ${c.text}`));
        decided.add(i);
        // The sentence stating the rule is what contradicts the fact: its policy claim carries the finding too.
        if (s.policy !== null && !decided.has(s.policy)) {
          out.push(factFinding(s.policy, best.f, c.text, `the reply gives ${c.text}`));
          decided.add(s.policy);
        }
      }
      const target = s.policy;
      if (target === null || decided.has(target)) continue;
      const finding = limitFinding(ctx, text, st, target) ?? kindsFinding(ctx, text, st, target) ?? statusFinding(ctx, text, target, s.span);
      if (finding) out.push(finding);
    }
    return out;
  },
});

/** "up to 3 passengers" against a limit fact on passengers that says otherwise. */
function limitFinding(ctx: ReplyContext, text: string, st: ReadonlySet<string>, claim: number): Finding | null {
  const facts = ctx.policyIndex().facts.filter((f) => f.fact.kind === "limit");
  if (!facts.length) return null;
  for (const n of findNumbers(text)) {
    if (n.suffix || n.ordinal || !Number.isInteger(n.value)) continue;
    const before = text.slice(Math.max(0, n.start - 28), n.start);
    const negatedMore = /\b(?:more|greater)\s+than\s*$/i.test(before) && hasNegation(clauseBefore(text, n.start));
    if (!LIMIT_IN_REPLY.test(before) && !negatedMore) continue;
    const words = (text.slice(n.end, n.end + 40).match(/[A-Za-z-]{2,}/g) ?? []).slice(0, 4);
    if (!words.length) continue;
    const stems = words.map((w) => stem(w));
    for (const f of facts) {
      if (f.fact.kind !== "limit") continue;
      // The fact's noun phrase, in order, among the words after the number ("gift cards" is not "credit card").
      const want = (f.fact as { noun: string }).noun.split(" ");
      const at = stems.findIndex((_, k) => want.every((w, j) => stems[k + j] === w));
      if (at < 0) continue;
      const noun = words.slice(at, at + want.length).join(" ");
      if (f.fact.max === n.value) return null;
      const sp = speaksTo(ctx, f, st);
      if (sp.shared < 1) continue;
      return factFinding(claim, f, text.slice(n.start, n.end + noun.length + 1).trim(), `the reply gives ${n.value} as the limit of ${noun}`);
    }
  }
  return null;
}

/** A kind offered that the fact does not allow, or that it forbids. */
function kindsFinding(ctx: ReplyContext, text: string, st: ReadonlySet<string>, claim: number): Finding | null {
  const facts = ctx.policyIndex().facts.filter((f) => f.fact.kind === "kinds");
  if (!facts.length) return null;
  const vocabulary = new Set<string>();
  for (const f of facts) if (f.fact.kind === "kinds") for (const k of [...(f.fact.allowed ?? []), ...(f.fact.forbidden ?? [])]) vocabulary.add(k);
  const lower = text.toLowerCase();
  const mentioned: { kind: string; at: number }[] = [];
  for (const k of vocabulary) {
    const words = k.split(/\s+/).map((w) => stem(w));
    const re = new RegExp(String.raw`\b${words.map((w) => `${w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[a-z]*`).join(String.raw`\s+`)}\b`, "i");
    const m = re.exec(lower);
    if (m) mentioned.push({ kind: k, at: m.index });
  }
  if (!mentioned.length || !isOffer(text)) return null;
  for (const f of facts) {
    if (f.fact.kind !== "kinds") continue;
    const sp = speaksTo(ctx, f, st);
    if (sp.score < SPEAKS_CLEARLY || sp.shared < 2) continue;
    for (const m of mentioned) {
      if (negatedAt(text, m.at)) continue;
      const allowedHere = f.fact.allowed?.some((a) => a === m.kind || a.includes(m.kind) || m.kind.includes(a));
      if (f.fact.allowed && !allowedHere && !f.fact.forbidden?.length) return factFinding(claim, f, m.kind, `the reply offers ${m.kind}, which it does not allow`);
      if (f.fact.forbidden?.includes(m.kind)) return factFinding(claim, f, m.kind, `the reply offers ${m.kind}, which it forbids`);
    }
  }
  return null;
}

/** An action offered or done on a record whose latest state the fact excludes. */
function statusFinding(ctx: ReplyContext, text: string, claim: number, span: [number, number]): Finding | null {
  const facts = ctx.policyIndex().facts.filter((f) => f.fact.kind === "statuses");
  if (!facts.length) return null;
  const ids = ctx.extracted.filter((c) => c.value.type === "identifier" && c.span[0] >= span[0] && c.span[1] <= span[1]);
  if (!ids.length) return null;
  for (const f of facts) {
    if (f.fact.kind !== "statuses") continue;
    const action = f.fact.action;
    for (const m of text.matchAll(new RegExp(String.raw`\b${action}[a-z]*`, "gi"))) {
      const at = m.index;
      // The action offered in its own clause, said of a record named in that clause: "I can cancel #W1", "#W1 can be returned".
      const clause = `${clauseBefore(text, at)}${m[0]}${clauseAfter(text, at + m[0].length)}`;
      if (negatedAt(text, at) || conditionalAt(text, at) || !isOffer(clause)) continue;
      const clauseStart = at - clauseBefore(text, at).length;
      const clauseEnd = at + m[0].length + clauseAfter(text, at + m[0].length).length;
      const own = ids.filter((c) => c.span[0] - span[0] >= clauseStart && c.span[1] - span[0] <= clauseEnd);
      for (const idClaim of own) {
        const rec = latestRecord(ctx.records(), (idClaim.value as { id: string }).id);
        if (!rec?.status) continue;
        const state = rec.status.value.toLowerCase();
        const allowed = f.fact.statuses.map((x) => x.toLowerCase());
        if (allowed.some((a) => state === a || state.includes(a))) continue;
        return factFinding(claim, f, `${idClaim.text} (${rec.status.field}: ${rec.status.value})`, `the reply offers to ${m[0].toLowerCase()} ${idClaim.text}, whose ${rec.status.field} is "${rec.status.value}" (message ${rec.messageIndex})`);
      }
    }
  }
  return null;
}

