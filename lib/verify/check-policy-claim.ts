/**
 * Verdict for a policy statement. It must cite a clause that exists (an alias resolves to its
 * clause), that a policy lookup in this run returned, that is in force and whose scope fits the
 * order. Then its text must support the sentence: a low lexical score is cited_unsupported and
 * held for a person or the model judge, never passed.
 */
import type { EvidenceBag } from "./build-evidence-bag";
import type { Checked } from "./check-claim";
import { checkClauseScope } from "./check-clause-scope";
import { checkWindowFacts } from "./check-window-facts";
import type { ExtractedClaim } from "./extract-claims";
import { resolveClause, type ClauseIndex } from "./load-clauses";
import { ruleClauses, sentenceParts } from "./rule-clauses";
import { checkStatusRule } from "./check-status-rule";
import { checkConditionalTiming } from "./check-conditional-timing";
import { matchPolicy, matchScopeDenial, permissions, PROCESS_VERBS, passageRef, passageSupport, passageWhere as where, type PolicyIndex } from "./match-policy";
import type { OrderAttributes } from "./read-order-attributes";
import { distinctiveTerms, scoreSupport } from "./score-support";
import { isPolicyStatement } from "./policy-cues";
import type { PolicyPassage } from "../evidence/policy-passages";
import type { Clause, PassageRef, Support } from "./types";

export interface PolicyContext {
  index: ClauseIndex;
  bag: EvidenceBag;
  /** Lazy: the attributes of the order the claim is about, read only when a cited clause has a scope. */
  attributes: (claim: ExtractedClaim) => OrderAttributes;
  ref: Date;
  threshold: number;
  /** Lazy: the policy the agent was given as passages (clauses and the system prompt). */
  policyIndex: () => PolicyIndex;
  /** The run's clock, exact to the hour ("within 24 hours of booking"). */
  now: Date;
  clockDetail: string;
  /** Spans (within the claim's text) of the sentence's amounts that a tool result gave: record facts, masked before matching. */
  recordAmounts?: (claim: ExtractedClaim) => [number, number][];
  /** Spans (within the claim's text) of payment methods this turn's refunds went to ("gift card 2200803"): record facts too. */
  refundMethods?: (claim: ExtractedClaim) => [number, number][];
}

/**
 * The sentence with the record's amounts as words, and the method a refund went to as the policy's
 * "original payment method", so the policy is not asked to state them.
 */
function withoutRecordAmounts(claim: ExtractedClaim, ctx: PolicyContext): string {
  const spans = [
    ...(ctx.recordAmounts?.(claim) ?? []).map(([a, b]) => [a, b, "the amount"] as const),
    ...(ctx.refundMethods?.(claim) ?? []).map(([a, b]) => [a, b, "the original payment method"] as const),
  ];
  let out = claim.text;
  for (const [a, b, words] of spans.sort((x, y) => y[0] - x[0])) out = `${out.slice(0, a)}${words}${out.slice(b)}`;
  return out;
}

export const HELD_NO_JUDGE = "held for a person (no model judge configured)";

function clauseSupport(clause: Clause, span: [number, number]): Support {
  return { source: "clause", clauseId: clause.id, ...(clause.version ? { clauseVersion: clause.version } : {}), span };
}

export function checkPolicyClaim(claim: ExtractedClaim, ctx: PolicyContext): Checked {
  const cited = claim.citations.clauses;
  if (cited.length === 0) return checkUncitedPolicyClaim(claim, ctx);
  if (ctx.index.byName.size === 0) {
    return { verdict: "unverifiable", reason: `cites ${cited.join(", ")} but no clause library was given`, support: [] };
  }
  const problems: string[] = [];
  const scopeSupport: Support[] = [];
  let best: { clause: Clause; score: number; span: [number, number]; notes: string[]; missing: string[] } | null = null;
  for (const id of cited) {
    const clause = resolveClause(ctx.index, id);
    if (!clause) {
      problems.push(`clause ${id} does not exist in the library`);
      continue;
    }
    const named = clause.id === id ? clause.id : `${id} (now ${clause.id})`;
    if (!ctx.bag.retrieved.has(clause.id)) {
      problems.push(`clause ${named} exists but no policy lookup in this run returned it`);
      continue;
    }
    const scoped = clause.scope || clause.effectiveFrom || clause.effectiveTo;
    const scope = scoped ? checkClauseScope(clause, clause.scope ? ctx.attributes(claim) : {}, ctx.ref) : { fits: true, notes: [], support: [] };
    if (!scope.fits) {
      problems.push(scope.notes.join("; "));
      scopeSupport.push(...scope.support);
      continue;
    }
    const s = scoreSupport(claim.text, clause.title, clause.text);
    if (!best || s.score > best.score) best = { clause, score: s.score, span: s.span, notes: scope.notes, missing: s.missingNumbers };
  }
  if (!best) return { verdict: "invented", reason: problems.join("; "), support: scopeSupport };
  const notes = best.notes.length ? `; ${best.notes.join("; ")}` : "";
  const support = [clauseSupport(best.clause, best.span)];
  const where = ctx.bag.retrieved.get(best.clause.id);
  if (where) support.push({ source: "tool", messageIndex: where.messageIndex, toolCallId: where.toolCallId, span: where.span });
  if (best.score >= ctx.threshold) {
    return { verdict: "grounded", reason: `${best.clause.id} supports it (lexical score ${best.score})${notes}`, support, score: best.score };
  }
  const missing = best.missing.length ? `; ${best.missing.join(", ")} not in the clause` : "";
  return {
    verdict: "cited_unsupported",
    reason: `${best.clause.id} is real and was retrieved, but its text barely supports the sentence (lexical score ${best.score} < ${ctx.threshold})${missing}; ${HELD_NO_JUDGE}${notes}`,
    support,
    score: best.score,
    held: true,
  };
}


/** The verdicts an uncited policy sentence gets against a passage, shown beside it. */
function contradictedBy(p: PassageRef, score: number, reason: string, conflict: NonNullable<Checked["conflict"]>): Checked {
  return { verdict: "contradicted", reason, support: [passageSupport(p)], score, passage: p, conflict };
}

function supportedBy(p: PassageRef, score: number, reason: string): Checked {
  return { verdict: "supported_uncited", reason, support: [passageSupport(p)], score, passage: p };
}

/** A policy sentence with no citation: matched against the policy the agent was given. */
function checkUncitedPolicyClaim(claim: ExtractedClaim, ctx: PolicyContext): Checked {
  const index = ctx.policyIndex();
  if (index.passages.length === 0) {
    return { verdict: "unverifiable", reason: "policy statement cites no clause, and the run carries no policy to check it against (no clause library, no system prompt)", support: [] };
  }
  // A window applied to the record the sentence names, against the run's clock, before any wording
  // (a cited clause's own scope rules do this for cited sentences).
  const facts = /\b(?:within|window|period|less than|more than|under|ago)\b/i.test(claim.text) ? checkWindowFacts(claim, ctx.attributes(claim), ctx.now, ctx.clockDetail, index.passages) : null;
  if (facts) return facts;
  const sentence = withoutRecordAmounts(claim, ctx);
  const m = matchPolicy(sentence, index);
  const denial = matchScopeDenial(claim.text, index);
  if (denial?.kind === "gives" && m.kind !== "contradicted") {
    const p = passageRef(denial.passage);
    return contradictedBy(p, m.score, `${where(p)} says otherwise: the reply denies it for ${denial.denied.join(", ")}, and the policy gives it for exactly that ("${p.text}")`, { claimed: claim.text, stated: p.text, why: "the reply denies what the policy gives" });
  }
  // A timing the policy sets by payment method, applied to the methods the sentence names.
  const timing = checkConditionalTiming(claim.text, index);
  if (timing?.kind === "contradicted") {
    const p = passageRef(timing.passage);
    return contradictedBy(p, m.score, `${where(p)} says otherwise: ${timing.why} ("${p.text}")`, { claimed: claim.text, stated: p.text, why: timing.why });
  }
  if (timing && m.kind === "invented") {
    const p = passageRef(timing.passage);
    return supportedBy(p, m.score, `cites no clause; ${where(p)} sets the timing by payment method (${timing.why}): "${p.text}"; suggested citation ${p.id}`);
  }
  // A permission the policy ties to a status, applied to the status the sentence states.
  const byStatus = checkStatusRule(claim.text, index);
  if (byStatus?.kind === "contradicted") {
    const p = passageRef(byStatus.passage);
    return contradictedBy(p, m.score, `${where(p)} says otherwise: the reply allows it for an order that is "${byStatus.status}", and the policy allows it only when the status is ${byStatus.allowed.map((s) => `"${s}"`).join(" or ")} ("${p.text}")`, { claimed: claim.text, stated: p.text, why: `${byStatus.verb} only when the status is ${byStatus.allowed.join(" or ")}` });
  }
  if (m.kind === "supported") {
    const p = passageRef(m.passage);
    return supportedBy(p, m.score, `cites no clause, but ${where(p)} says so (match ${m.score}): "${p.text}"; suggested citation ${p.id}`);
  }
  if (m.kind === "contradicted") {
    const p = passageRef(m.passage);
    return contradictedBy(p, m.score, `${where(p)} says otherwise: ${m.why} ("${p.text}")`, { claimed: claim.text, stated: m.stated, why: m.why });
  }
  if (denial?.kind === "limit" && m.kind === "invented") {
    const p = passageRef(denial.passage);
    return supportedBy(p, m.score, `cites no clause; it denies a case ${where(p)} never gives: "${p.text}"; suggested citation ${p.id}`);
  }
  if (byStatus && m.kind === "invented") {
    const p = passageRef(byStatus.passage);
    return supportedBy(p, m.score, `cites no clause; for an order that is "${byStatus.status}" it follows from ${where(p)}: "${p.text}"; suggested citation ${p.id}`);
  }
  const rule = m.kind === "invented" ? (supportedRuleClause(sentence, index) ?? supportedParts(sentence, index)) : null;
  if (rule) {
    const p = passageRef(rule.match.passage);
    return supportedBy(p, rule.match.score, `cites no clause; its rule ("${rule.clause}") is what ${where(p)} says (match ${rule.match.score}), the rest is about the record: "${p.text}"; suggested citation ${p.id}`);
  }
  const best = m.best ? passageRef(m.best) : null;
  return {
    verdict: "invented",
    reason: `policy statement cites no clause, and nothing in the policy the agent was given says it${best ? ` (closest: ${where(best)}, match ${m.score}: "${best.text}")` : ""}`,
    support: [],
    score: m.score,
    ...(best ? { passage: best } : {}),
  };
}

/**
 * "Because the item change has been made, neither order can be modified or cancelled anymore":
 * the reason before the rule, or the record facts before ", so", and a summary's lead before a
 * parenthesised rule, are the agent's reading of the record, which the value and record checks
 * judge; the policy must cover the rule itself. Only a clause the policy supports is taken.
 */
function supportedRuleClause(sentence: string, index: PolicyIndex): { clause: string; match: Extract<ReturnType<typeof matchPolicy>, { kind: "supported" }> } | null {
  for (const { clause, condition, justifies, consequence, aside } of ruleClauses(sentence)) {
    const m = matchPolicy(clause, index);
    if (m.kind !== "supported") continue;
    // A rule read apart from a request or a statement beside it is a short text, which a loose passage
    // covers more easily: it must match well and carry no amount or window of its own.
    // And it must be a limit ("only", "not", "no longer"): a consequence drawn from an allowance is a claim of its own.
    if ((aside || consequence) && (m.score < ASIDE_MATCH_AT || NUMBERED.test(clause) || !isLimit(clause))) continue;
    const fits = !condition
      ? true
      : aside
        ? !isPolicyStatement(condition) && !NUMBERED.test(condition)
        : consequence
        ? followsFrom(condition, clause)
        : justifies
          ? deniedByRestriction(condition, clause) || followsFrom(condition, clause)
          : conditionIsRecord(condition, m.passage, index);
    if (fits) return { clause, match: m };
  }
  return null;
}

/**
 * A sentence of several clauses ("A, so B, but C"; "A: B"), when no single rule clause carries it:
 * every clause is a rule the policy states (matching well, its numbers the policy's own) or states
 * no rule of its own (a request, the agent's own limit, a rule's denial applied to the case). One
 * clause the policy contradicts, or one rule it lacks, and the sentence is judged whole.
 */
function supportedParts(sentence: string, index: PolicyIndex): { clause: string; match: Extract<ReturnType<typeof matchPolicy>, { kind: "supported" }> } | null {
  const parts = sentenceParts(sentence);
  if (parts.length < 2 || parts.length > 5) return null;
  const rules: { clause: string; match: Extract<ReturnType<typeof matchPolicy>, { kind: "supported" }> }[] = [];
  const rest: { part: string; limitSupported: boolean }[] = [];
  for (const part of parts) {
    const m = matchPolicy(part, index);
    if (m.kind === "contradicted") return null;
    if (m.kind === "supported" && m.score >= ASIDE_MATCH_AT) rules.push({ clause: part, match: m });
    // A limit the policy supports less strongly ("after this neither order can be modified or
    // cancelled", 0.54) may stand beside a rule that matches well; an allowance may not.
    else rest.push({ part, limitSupported: m.kind === "supported" && isLimit(part) && !NUMBERED.test(part) });
  }
  if (!rules.length) return null;
  const ruleText = rules.map((r) => r.clause).join(" ");
  const fits = ({ part, limitSupported }: (typeof rest)[number]) =>
    limitSupported || followsFrom(part, ruleText) || rules.some((r) => readsRecord(part, r.match.passage, index));
  if (!rest.every(fits)) return null;
  // A clause that reads the record ("K1NW8N is a basic economy reservation") may match a passage well
  // too; the citation is the clause that states a rule.
  return rules.find((r) => isPolicyStatement(r.clause) || isLimit(r.clause)) ?? rules[0];
}

/** Words that make a clause a rule of its own, whatever else it says: a fee, a cost, what is free or required. */
const NORMATIVE = /\b(?:fees?|costs?|charge[sd]?|free|refund\w*|allow\w*|must|requir\w*|polic\w*|only|always|never|eligib\w*|entitle\w*|waive\w*|penalt\w*|compensat\w*|guarantee\w*)\b/i;

/**
 * A clause beside a rule that reads the record or frames the sentence: "K1NW8N is a basic economy
 * reservation", "One important thing, though". It states no rule (no policy cue, no normative word,
 * no amount, nothing anyone can or cannot do), and the policy words it uses are those of the rule's
 * own section.
 */
function readsRecord(part: string, passage: PolicyPassage, index: PolicyIndex): boolean {
  if (NORMATIVE.test(part) || NUMBERED.test(part) || isPolicyStatement(part)) return false;
  // "so you can still exchange the water bottle later" allows something: a claim of its own.
  if (permissions(part).size > 0 || /\b(?:can|could|may)\s+(?:still\s+|also\s+)?\w+/i.test(part)) return false;
  return conditionIsRecord(part, passage, index);
}

/**
 * The agent asking for something, or telling the customer what to do or what must stay as it is: "so
 * please tell me", "it needs to go in the same request", "so the water bottle would have to stay as it is".
 */
const ASKS = /^\s*(?:and\s+)?(?:(?:please|kindly|just)\s+)?(?:tell|let|make sure|confirm|choose|pick|select|decide|list|review|double-check|send|share|give|add|include|put|could you|can you|would you)\b|\b(?:it|they|everything|all of (?:it|them))\s+(?:needs?|has|have)\s+to\b|\byou(?:['’]d|['’]ll| would| will)?\s+(?:need|want|have)\s+to\b|\b(?:would|will)\s+(?:have|need)\s+to\b|\bplease\b/i;
/** The agent saying what it cannot do: "so I'm not able to move the return flight". */
const OWN_LIMIT = /\b(?:i|we)(?:\s*['’]m|\s+am|\s+are|\s*['’]re)?\s+(?:not able|unable)\b|\b(?:i|we)\s+(?:can['’]t|cannot|can not|won['’]t be able)\b/i;
const ASIDE_MATCH_AT = 0.6;
const NUMBERED = /[$€£]\s?\d|\b\d+(?:\.\d+)?\s*(?:%|percent|hours?|days?|weeks?|months?|years?|dollars?)\b/i;
/** A process verb's stem at a word start ("cancel" in "cancelled"), one regexp per verb. */
const VERB_WORD = new Map(PROCESS_VERBS.map((v) => [v, new RegExp(String.raw`\b${v}`)]));

/**
 * What the agent draws from a supported rule: a request ("so please tell me now if there's anything
 * else to swap"), its own limit ("so I'm not able to move the return flight"), or the rule's
 * restriction applied to the case ("so the water bottle can't be added afterwards"). Not a promise or
 * a rule of its own ("so you'll receive a prepaid label", "so there's a $25 fee"): the sentence is
 * then judged whole.
 */
function followsFrom(consequence: string, rule: string): boolean {
  if (NUMBERED.test(consequence)) return false;
  const perms = [...permissions(consequence)];
  const ruleWords = rule.toLowerCase();
  // A denial of the rule's own process, or of adding to or changing what the rule limits.
  const applied = perms.length > 0 && perms.every(([v, p]) => !p.allowed && (v === "add" || v === "chang" || VERB_WORD.get(v)!.test(ruleWords)));
  if (applied) return true;
  if (perms.some(([, p]) => p.allowed)) return false;
  return (ASKS.test(consequence) || OWN_LIMIT.test(consequence)) && !isPolicyStatement(consequence);
}

/** A rule that limits: it says "only", "nothing else", "no longer", "not", or denies every process it names. */
function isLimit(rule: string): boolean {
  if (/\b(?:only|nothing else|no longer|not|never|cannot)\b|n['’]t\b/i.test(rule)) return true;
  const told = [...permissions(rule).values()];
  return told.length > 0 && told.every((p) => !p.allowed);
}

/**
 * "The water bottle can't be exchanged through another request on the same order — the exchange can
 * only be done once per order": a denial of the very process a restriction after it limits ("only
 * ...") is that restriction applied, not a rule of its own. Not when the denial carries a number (a
 * window or a fee of its own) or the restriction names another process.
 */
function deniedByRestriction(condition: string, rule: string): boolean {
  if (/\d/.test(condition) || !/\bonly\b/i.test(rule)) return false;
  const told = [...permissions(condition)];
  const denied = told.filter(([, p]) => !p.allowed).map(([v]) => v);
  if (!denied.length || told.some(([, p]) => p.allowed)) return false;
  const ruleWords = rule.toLowerCase();
  return denied.every((v) => VERB_WORD.get(v)!.test(ruleWords));
}

/**
 * The part before the rule must be the agent's reading of the record, not a rule or a policy
 * condition of its own: "Checked bags can only be removed within 24 hours of adding them, so I can't
 * remove yours now" states an invented rule before ", so"; "Because you bought travel insurance,
 * you're allowed to change the destination" makes insurance the condition of a passage that never
 * names it. A condition that is itself a policy statement must be supported on its own, and its
 * policy words (terms the policy uses) must be in the section the rule was matched in.
 */
function conditionIsRecord(condition: string, passage: PolicyPassage, index: PolicyIndex): boolean {
  if (isPolicyStatement(condition) && matchPolicy(condition, index).kind !== "supported") return false;
  const section = index.sections.find((s) => s.members.some((i) => index.passages[i] === passage));
  const own = section?.terms ?? new Set(distinctiveTerms(passage.text));
  return distinctiveTerms(condition).every((t) => !index.idf.has(t) || own.has(t));
}
