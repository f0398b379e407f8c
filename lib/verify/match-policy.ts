/**
 * An uncited policy sentence judged against the policy the agent was given (issue 10). Real agents
 * restate their system prompt's policy without citation markers; a sentence is matched against
 * policy passages (the clause library, else the prompt split into sentences) and is:
 * - supported: a passage covers its distinctive terms (the passage is the suggested citation);
 * - contradicted: the best-matching passage says otherwise — another number for the same unit, or
 *   the same action allowed where the sentence forbids it (or the reverse);
 * - invented: nothing in the policy speaks to it.
 * Lexical and heuristic, like the rest of the verifier: it can show a reviewer the passage beside
 * the sentence; it does not understand either.
 */
import type { PolicyPassage } from "../evidence/policy-passages";
import { distinctiveTerms } from "./score-support";
import { countsIn } from "./stated-counts";
import type { PassageRef, Support } from "./types";

export interface PolicyIndex {
  passages: PolicyPassage[];
  terms: Set<string>[];
  /** Inverse document frequency of a term over the passages. */
  idf: Map<string, number>;
  /** Each passage's heading section, joined (some statements combine two sentences of one section). */
  sections: { heading: string; members: number[]; terms: Set<string> }[];
}

export type PolicyMatch =
  | { kind: "supported"; passage: PolicyPassage; score: number }
  | { kind: "contradicted"; passage: PolicyPassage; score: number; why: string; stated: string }
  | { kind: "invented"; best: PolicyPassage | null; score: number };

export const SUPPORTED_AT = 0.5;
const CONTRADICT_AT = 0.4;
/** A passage forbidding the very action the sentence allows needs less overlap to be the one that speaks. */
const PERMISSION_AT = 0.3;
/** A passage of the section that shares this much with the sentence may carry its numbers (two sentences of one section restated as one). */
const NUMBER_PASSAGE_AT = 0.2;

/**
 * What a check reads from a policy (its rule passages, its tables), derived once per policy index:
 * the index is cached per prompt and library, and every reply of a run asks again.
 */
export function perPolicy<T>(derive: (index: PolicyIndex) => T): (index: PolicyIndex) => T {
  const cache = new WeakMap<PolicyIndex, { value: T }>();
  return (index) => {
    let hit = cache.get(index);
    if (!hit) cache.set(index, (hit = { value: derive(index) }));
    return hit.value;
  };
}

/**
 * "Only once" is a rule's whole point ("Exchange or modify order tools can only be called once per
 * order", "an order can only be exchanged once"), but "once" is a stopword, as it must be where it
 * means "as soon as" ("once you confirm"). A rule that limits something to one time gets a term of
 * its own, in passages and sentences alike, however it is said: "only once", "once per order",
 * "can't be exchanged again", "nothing else on this order can be exchanged", "no further changes".
 */
const ONE_TIME = /\bonly\b[^.;,!?]{0,40}\bonce\b|\bonce\s+per\b|\b(?:\w+ed|done|made)\s+once\b|\bmore than once\b|\bnothing else\b[^.;!?]{0,60}\bcan\b[^.;!?]{0,12}\bbe\s+\w+ed\b|\b(?:can['’]?t|cannot|can not|couldn['’]?t|could not)\s+be\s+\w+ed\s+again\b|\bno (?:further|more|other|second|additional) (?:exchange|modification|change)s?\b/i;
const ONE_TIME_TERM = "onlyonce";

/** A text's terms for the policy match: its distinctive terms, and the one-time rule when it states one. */
export function policyTerms(text: string): string[] {
  const terms = distinctiveTerms(text);
  if (ONE_TIME.test(text)) terms.push(ONE_TIME_TERM);
  return terms;
}

export function indexPolicy(passages: PolicyPassage[]): PolicyIndex {
  const terms = passages.map((p) => new Set(policyTerms(`${p.text} ${p.heading}`)));
  const df = new Map<string, number>();
  for (const set of terms) for (const t of set) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = new Map([...df].map(([t, n]) => [t, Math.log(1 + passages.length / n)]));
  const byHeading = new Map<string, number[]>();
  passages.forEach((p, i) => byHeading.set(`${p.source}:${p.clauseId ?? p.heading}`, [...(byHeading.get(`${p.source}:${p.clauseId ?? p.heading}`) ?? []), i]));
  const sections = [...byHeading].map(([heading, members]) => ({ heading, members, terms: new Set(members.flatMap((i) => [...terms[i]])) }));
  return { passages, terms, idf, sections };
}

/** "24 hours", "5 to 7 business days", "$50", "30%": quantities with their unit, normalised. */
const QUANTITY = /(?:\$\s?(\d+(?:,\d{3})*(?:\.\d+)?))|\b(\d+)(?:\s*(?:-|–|to)\s*(\d+))?\s*(%|(?:percent|hours?|business days?|working days?|days?|weeks?|months?|years?|dollars?)\b)/gi;

interface Quantity { unit: string; value: string; text: string }

function quantities(text: string): Quantity[] {
  const out: Quantity[] = [];
  for (const m of text.matchAll(QUANTITY)) {
    if (m[1]) out.push({ unit: "$", value: String(Number(m[1].replace(/,/g, ""))), text: m[0] });
    else {
      const unit = m[4].toLowerCase().replace(/s$/, "").replace("working", "business").replace("percent", "%").replace("dollar", "$");
      out.push({ unit, value: m[3] ? `${m[2]}-${m[3]}` : m[2], text: m[0] });
    }
  }
  return out;
}

/** "$50 × 3 passengers = $150": an amount that is a rate of `rates` times a count the sentence states is the agent's arithmetic on it. */
function rateTimesCount(q: Quantity, rates: Quantity[], sentence: string): boolean {
  if (q.unit !== "$") return false;
  const counts = countsIn(sentence);
  return counts.length > 0 && rates.some((t) => t.unit === "$" && counts.some((k) => Math.abs(Number(t.value) * k.n - Number(q.value)) < 0.005));
}

/** Process verbs whose permission a policy states, and whether the text negates them. */
export const PROCESS_VERBS = ["cancel", "refund", "return", "exchang", "modif", "chang", "upgrad", "downgrad", "book", "remov", "add", "transfer"];
/** "cannot be", "is not able to be", "neither the flights nor the cabin can be": the permission after it is denied. */
const NEGATOR = /\b(?:not|cannot|can't|never|unable|no longer|neither|nor|nothing|none)\b(?:\s+\w+){0,2}\s*$/i;

const VERBS = PROCESS_VERBS;
/** "Changed" and "modified" name one permission: "basic economy flights can be changed" against "... cannot be modified". */
export const SAME_PROCESS: Record<string, string> = { chang: "modif", modif: "chang" };
const VERB_RES = VERBS.map((v) => [v, new RegExp(`\\b(?:can|could|may|is allowed to|are allowed to|able to|cannot|can't|can not|couldn't|could not|won't be able to)\\s+(?:\\w+\\s+)?(?:be\\s+)?${v}\\w*`, "gi")] as const);
/** "is not refundable", "are non-refundable", "isn't exchangeable": the same permission said as an adjective. */
const ABLE_RES = VERBS.map((v) => [v, new RegExp(`\\b(?:is|are|isn't|aren't)\\s+(?:not\\s+)?(?:\\w+\\s+)?(?:non-?)?${v}\\w*able\\b`, "gi")] as const);

/** Per verb, whether the text allows it; a verb both allowed and forbidden in one text ("can modify passengers but cannot modify their number") is left out. */
const permissionsOfText = new Map<string, Map<string, { allowed: boolean; about: Set<string> }>>();
/** A passage's permissions, read once per text (passages repeat across every reply of an agent). */
function passagePermissions(text: string): Map<string, { allowed: boolean; about: Set<string> }> {
  let p = permissionsOfText.get(text);
  if (!p) {
    if (permissionsOfText.size > 4096) permissionsOfText.clear();
    permissionsOfText.set(text, (p = permissions(text)));
  }
  return p;
}

export function permissions(text: string): Map<string, { allowed: boolean; about: Set<string> }> {
  const out = new Map<string, { allowed: boolean; about: Set<string> }>();
  for (const [v, p] of permissionSets(text)) if (p.allowed.size === 1) out.set(v, { allowed: [...p.allowed][0], about: p.about });
  return out;
}

/**
 * Per verb, every permission the text states for it (allowed, forbidden or both), and what it is
 * about: the words of the subject before it and the object after it ("basic economy flights",
 * "passenger details"), as distinctive terms.
 */
function permissionSets(text: string): Map<string, { allowed: Set<boolean>; about: Set<string> }> {
  const seen = new Map<string, { allowed: Set<boolean>; about: Set<string> }>();
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  for (const [v, re] of [...VERB_RES, ...ABLE_RES]) {
    for (const m of lower.matchAll(re)) {
      const negated = /cannot|can't|can not|couldn't|could not|won't|isn't|aren't|\bnon-?/.test(m[0]) || NEGATOR.test(lower.slice(Math.max(0, m.index - 24), m.index)) || /\bnot\b/.test(m[0]);
      const entry = seen.get(v) ?? { allowed: new Set<boolean>(), about: new Set<string>() };
      entry.allowed.add(!negated);
      const before = lower.slice(Math.max(0, m.index - 40), m.index).split(/[,;:.]/).pop() ?? "";
      const after = lower.slice(m.index + m[0].length, m.index + m[0].length + 40).split(/[,;:.]|\b(?:but|and|or|if|unless|without)\b/)[0];
      for (const t of distinctiveTerms(`${before} ${after}`)) entry.about.add(t);
      seen.set(v, entry);
    }
  }
  return seen;
}

/**
 * Stems that make a sentence sound like policy, or narrate the agent's own checking, without saying
 * what the rule is ("eligible", "verified", "unfortunately"): they are not what a passage must cover.
 */
const FRAMING = new Set(["typic", "gener", "unles", "certa", "eligi", "inelig", "polic", "allow", "permi", "unfor", "howev", "since", "becau", "there", "theref", "still", "alrea", "curre", "locat", "verif", "found", "check", "means", "based", "accor", "state", "strict", "unabl", "able", "sorry", "under",
  // How agents frame a rule or its timing: "please note", "remember", "should show up within".
  "note", "remem", "aware", "show", "else", "nothi", "thems", "exist"]);

/**
 * A sentence's terms that count, each with its weight: framing words and numbers do not. A word the
 * policy never uses weighs as much as the policy's rarest word, no more: agents restate the policy in
 * their own words ("move to a higher cabin", "goes back to", "as long as"), and a paraphrase word
 * outweighing the policy's most specific terms sent correct restatements to invented. A sentence
 * of words the policy lacks still fails: its covered share stays low.
 */
function weighted(sentenceTerms: string[], idf: Map<string, number>, passages: number): { terms: string[]; weights: number[]; all: number } {
  const terms: string[] = [];
  const weights: number[] = [];
  let all = 0;
  const rarest = Math.log(1 + passages);
  for (const t of sentenceTerms) {
    if (/^\d/.test(t) || FRAMING.has(t)) continue;
    const w = idf.get(t) ?? rarest;
    terms.push(t);
    weights.push(w);
    all += w;
  }
  return { terms, weights, all };
}

function coverage(q: { terms: string[]; weights: number[]; all: number }, passageTerms: Set<string>): number {
  if (q.all === 0) return 0;
  let have = 0;
  for (let k = 0; k < q.terms.length; k++) if (passageTerms.has(q.terms[k])) have += q.weights[k];
  return have / q.all;
}

/** The agent stating what it may not do, and the words with which a passage sets such a limit. */
const AGENT_LIMIT = /\b(?:i(?:['’]m| am)\s+(?:unable|not able|not allowed|not permitted)|i\s+(?:cannot|can['’]t|can not)|we\s+(?:cannot|can['’]t|can not|are unable))\b/i;
const LIMITING = /\b(?:not|cannot|can['’]t|never|no|only|must|unable|refuse|deny|prohibit\w*|forbid\w*)\b/i;

/** The text of the section passage `i` belongs to. */
function sectionText(index: PolicyIndex, i: number): string {
  return index.sections.find((s) => s.members.includes(i))!.members.map((k) => index.passages[k].text).join(" ");
}

export function matchPolicy(sentence: string, index: PolicyIndex): PolicyMatch {
  const terms = weighted(policyTerms(sentence), index.idf, index.passages.length);
  // Each passage scored once; the best, the near ones and the section members all read these.
  const scores = index.terms.map((set) => coverage(terms, set));
  let best = -1;
  let bestScore = 0;
  scores.forEach((s, i) => {
    if (s > bestScore) [best, bestScore] = [i, s];
  });
  // A statement may combine two sentences of one section: score the sections too, a little lower.
  for (const sec of index.sections) {
    const s = coverage(terms, sec.terms) * 0.9;
    if (s > bestScore) {
      bestScore = s;
      best = sec.members.reduce((a, b) => (scores[b] > scores[a] ? b : a));
    }
  }
  const score = Math.round(bestScore * 100) / 100;
  if (best < 0) return { kind: "invented", best: null, score: 0 };
  const passage = index.passages[best];
  const section = index.sections.find((s) => s.members.includes(best))!;

  // The passages that speak to the sentence best (its own section first) are where a conflict shows.
  const near = index.terms
    .map((_, i) => ({ i, s: scores[i] }))
    .filter((x) => x.s >= PERMISSION_AT)
    .sort((a, b) => b.s - a.s)
    .slice(0, 3)
    .map((x) => x.i);
  if (score >= CONTRADICT_AT && !near.includes(best)) near.unshift(best);
  let ownPermissions: ReturnType<typeof permissions> | null = null;
  const speakingText = section.members.filter((k) => k === best || scores[k] >= NUMBER_PASSAGE_AT).map((k) => index.passages[k].text).join(" ");
  // "No restocking fee" against a passage that sets one ("a 15% restocking fee").
  const noFee = /\b(?:no|without(?: any)?|zero)\s+(?:\w+\s+)?(fee|charge|cost)s?\b|\bfree of charge\b|\bat no (?:extra |additional )?(?:cost|charge)\b/i.exec(sentence);
  for (const i of near) {
    const cand = index.passages[i];
    // Another number for the same unit: "24 hours" against a 48-hour passage.
    // Numbers are compared with the best passage's section only: another clause's window ("14 days in
    // the EU") does not contradict a sentence its own clause states exactly ("30 days").
    const mine = i === best && score >= CONTRADICT_AT ? quantities(sentence) : [];
    // Of the best passage's section, the passages that speak to the sentence: the bag fee's "50 dollars"
    // is no other number for "the unused $125 on a certificate".
    const theirs = quantities(i === best ? speakingText : sectionText(index, i));
    // The rate of the case the sentence is about (its best passage: "$50 times the number of
    // passengers" for a delay, not the section's $100 for a cancellation), before the section's.
    const own = mine.length ? quantities(cand.text) : [];
    for (const q of mine) {
      if (theirs.some((t) => t.unit === q.unit && t.value === q.value)) continue;
      if (rateTimesCount(q, own, sentence)) continue;
      const other = own.find((t) => t.unit === q.unit) ?? theirs.find((t) => t.unit === q.unit);
      if (other) return { kind: "contradicted", passage: cand, score, why: `the reply says ${q.text}, the policy says ${other.text}`, stated: cand.text };
    }
    const fee = noFee && scores[i] >= CONTRADICT_AT ? quantities(cand.text).find((q) => q.unit === "$" || q.unit === "%") : undefined;
    if (noFee && fee && /\b(?:fee|charge|cost)/i.test(cand.text) && !/\b(?:no|free|waived?)\b/i.test(cand.text)) {
      return { kind: "contradicted", passage: cand, score, why: `the reply says ${noFee[0].trim()}, the policy sets ${fee.text}`, stated: cand.text };
    }
    // The same action allowed on one side and forbidden on the other, when the policy states it
    // without a condition ("can only be cancelled if ..." leaves room for "cannot be cancelled").
    // "Other reservations can be modified" speaks of what the sentence before it excluded.
    const conditional = /\bonly\b|\bif\b|\bunless\b|\bwhen\b|\bexcept\b|^\s*(?:all\s+)?others?\b/i.test(cand.text);
    if (!conditional) {
      const p = passagePermissions(cand.text);
      for (const [verb, allowed] of (ownPermissions ??= permissions(sentence))) {
        const theirs = p.get(verb) ?? p.get(SAME_PROCESS[verb] ?? "");
        // Opposite permissions for the same thing: "passenger details can be modified" says nothing
        // against "basic economy flights cannot be modified".
        if (theirs && theirs.allowed !== allowed.allowed && [...allowed.about].some((t) => theirs.about.has(t))) {
          return { kind: "contradicted", passage: cand, score, why: `the reply says it ${allowed.allowed ? "can" : "cannot"} be done; the policy says it ${theirs.allowed ? "can" : "cannot"}`, stated: cand.text };
        }
      }
    }
  }
  // "I'm unable to provide your gift card balances" states a limit: words in common with a passage
  // that limits nothing ("the user needs to provide one gift card") do not support it.
  const limitsNothing = AGENT_LIMIT.test(sentence) && !LIMITING.test(passage.text);
  if (score >= SUPPORTED_AT && !limitsNothing) {
    const stated = quantities(sentence);
    // A rate times a count is covered by the passage whose rate it is, not by another of the section.
    const covers = (text: string, rates?: Quantity[]) => {
      const theirs = quantities(text);
      const own = rates ?? theirs;
      return stated.every((q) => theirs.some((t) => t.unit === q.unit && t.value === q.value) || rateTimesCount(q, own, sentence));
    };
    // A number is covered by a passage of the section that speaks to the sentence, not by any passage
    // of it: "$50 would remain on the certificate" is not the section's $50 bag fee.
    if (covers(speakingText, quantities(passage.text))) return { kind: "supported", passage, score };
    // The best words may be another passage's ("gift card" of the payment rules) while the sentence's
    // numbers are the passage that states them ("The refund goes back to gift card ..., your original
    // payment method, within 5 to 7 business days"): the best of the passages that also cover them.
    let alt = -1;
    scores.forEach((sc, i) => {
      if (sc >= SUPPORTED_AT && i !== best && (alt < 0 || sc > scores[alt]) && covers(index.passages[i].text)) alt = i;
    });
    if (alt >= 0) return { kind: "supported", passage: index.passages[alt], score: Math.round(scores[alt] * 100) / 100 };
  }
  return { kind: "invented", best: passage, score };
}

/**
 * "Insurance does not cover the fees for changes": a denial that something reaches a case the
 * policy never gives it. When the passage that says what the thing does ("travel insurance ...
 * enables full refund if the user needs to cancel ... given health or weather reasons") names none of
 * the denied case's words, the denial restates the policy's own limit ("limit"). A denial of a case
 * the passage does name ("insurance does not cover weather cancellations") says the opposite of it
 * ("gives").
 */
const DENIES_REACH = /\b(?:does not|doesn['’]t|do not|don['’]t|will not|won['’]t|would not)\s+(?:generally\s+|typically\s+|usually\s+)?(?:cover|apply to|include|extend to|waive)\b/i;
const GIVES = /\b(?:enables?|covers?|includes?|entitles?|gives?|allows?|provides?|applies)\b/i;

export function matchScopeDenial(sentence: string, index: PolicyIndex): { kind: "limit" | "gives"; passage: PolicyPassage; denied: string[] } | null {
  const m = DENIES_REACH.exec(sentence);
  if (!m) return null;
  const subject = distinctiveTerms(sentence.slice(0, m.index)).filter((t) => !FRAMING.has(t));
  const denied = distinctiveTerms(sentence.slice(m.index + m[0].length).split(/[,;]|\b(?:but|unless|except)\b/)[0]).filter((t) => !FRAMING.has(t) && !/^\d/.test(t));
  if (!subject.length || !denied.length) return null;
  let best: { i: number; n: number } | null = null;
  index.terms.forEach((set, i) => {
    const n = subject.filter((t) => set.has(t)).length;
    if (n && GIVES.test(index.passages[i].text) && (!best || n > best.n)) best = { i, n };
  });
  if (!best) return null;
  const { i } = best;
  const own = new Set(distinctiveTerms(index.passages[i].text));
  const named = denied.filter((t) => own.has(t));
  if (named.length === 0) return { kind: "limit", passage: index.passages[i], denied };
  // Every word of the denied case is in the passage that gives it: the reply denies what the policy gives.
  return named.length === denied.length ? { kind: "gives", passage: index.passages[i], denied } : null;
}

export function passageRef(p: PolicyPassage): PassageRef {
  return {
    source: p.source,
    id: p.id,
    ...(p.clauseId ? { clauseId: p.clauseId } : {}),
    ...(p.clauseVersion ? { clauseVersion: p.clauseVersion } : {}),
    ...(p.messageIndex !== undefined ? { messageIndex: p.messageIndex } : {}),
    span: p.span,
    text: p.text,
  };
}

/** Where a passage is, as the evidence a claim cites: the clause, or the span of the system prompt. */
export function passageSupport(p: PassageRef): Support {
  return p.source === "clause"
    ? { source: "clause", clauseId: p.clauseId, ...(p.clauseVersion ? { clauseVersion: p.clauseVersion } : {}), span: p.span }
    : { source: "prompt", messageIndex: p.messageIndex, span: p.span };
}

/** A passage's place in words, for reasons: "clause RET-30", "the system prompt (message 0)". */
export const passageWhere = (p: PassageRef) => (p.source === "clause" ? `clause ${p.clauseId}` : `the system prompt (message ${p.messageIndex})`);
