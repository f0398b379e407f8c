/**
 * "You'll need to contact a human agent to remove a passenger" (issue 10). Sending the customer to a
 * person is itself a statement of policy: that a person can do it. When the policy the agent was
 * given says even a human agent cannot ("The user can modify passengers but cannot modify the
 * number of passengers. This is something that even a human agent cannot assist with."), the
 * referral contradicts it, however politely it is worded, and the customer is sent off to ask for
 * something no one will do. On tau-bench airline this is the commonest error the lexical checks
 * passed: the sentence restates no rule, so nothing matched it.
 *
 * Only a contradiction is ever added: a referral the policy does not rule out is left alone, so the
 * check adds no false alarm where the policy is silent.
 */
import { sentenceSpans, type PolicyPassage } from "../evidence/policy-passages";
import { passageWhere, type PolicyIndex } from "./match-policy";
import { addPolicyConflict } from "./add-policy-conflict";
import { distinctiveTerms } from "./score-support";
import { PROCESS_VERBS } from "./match-policy";
import type { Claim } from "./types";

/** A sentence that sends the customer to a person, or says a person can do it. */
const REFERRAL = new RegExp(
  [
    String.raw`\b(?:contact(?:ing)?|reach(?:ing)? out to|speak(?:ing)? (?:with|to)|talk(?:ing)? (?:with|to)|transfer(?:ring)? you to|connect(?:ing)? you (?:with|to)|escalat\w* (?:this |it |your request )?to|refer(?:ring)? you to)\b[^.?!\n]{0,40}\b(?:human|live|customer service|support) (?:agents?|representatives?|team)`,
    // "a human agent can take Sophia off the reservation": whatever the person is said to be able to do.
    String.raw`\b(?:human|live) (?:agents?|representatives?)\b[^.?!\n]{0,50}\b(?:can|could|may|might|will|would) (?!not\b|never\b|be unable\b)(?:be able to )?[a-z]{2,}`,
  ].join("|"),
  "i",
);
/** "even a human agent cannot": the referral is negated, not made. */
const NEGATED = /\beven (?:by )?(?:a )?(?:human|live)\b|\b(?:human|live) (?:agents?|representatives?) (?:cannot|can't|can not|are unable|is unable|are not able|is not able|won't be able|will not be able)|\bno (?:human|live) agent/i;
/**
 * A negation in the person's own clause, a few words before it: "that's not something a human agent
 * can do either", "nor would a live agent be able to". A comma ends the clause, so "I can't do that,
 * but a human agent can" is still a referral.
 */
const NEGATED_BEFORE = /(?:\b(?:not|never|nor|neither|no)\b|n['’]t\b)(?:\s+\w+){0,3}?\s+(?:human|live)\s+(?:agents?|representatives?)\b/i;
/** "If you need further assistance, you may contact a human agent": a standing offer, about no request in particular. */
const STANDING_OFFER = /\bif you (?:need|have|would like|require|want) (?:any )?(?:further|additional|more|other|specific)\b/i;
/** A passage saying no person can do it either. */
const BEYOND_PEOPLE = /\beven (?:a )?human agents?\b[^.]*\b(?:cannot|can't|can not|unable|not able)\b|\b(?:cannot|can't|can not) (?:be done|assist|help)\b[^.]*\beven (?:by )?(?:a )?human/i;
/** Words of the "even a human agent cannot assist" sentence itself: they say who, not what. */
const ABOUT_PEOPLE = new Set(["human", "agent", "even", "assis", "help", "somet", "thing", "canno", "user"]);
/** Share (by rarity) of the topic's words the conversation must use for the rule to be the one in play. */
const TOPIC_AT = 0.5;

interface Rule { passage: PolicyPassage; topic: string; terms: string[] }

/** The rules the policy puts beyond any person, with what each is about: "This is something ..." refers to the sentence before it. */
const rulesCache = new WeakMap<PolicyIndex, Rule[]>();
function rulesBeyondPeople(index: PolicyIndex): Rule[] {
  const cached = rulesCache.get(index);
  if (cached) return cached;
  const out: Rule[] = [];
  index.passages.forEach((p, i) => {
    if (!BEYOND_PEOPLE.test(p.text)) return;
    const prev = index.passages[i - 1];
    const sameLine = prev && prev.source === p.source && prev.messageIndex === p.messageIndex && prev.clauseId === p.clauseId && p.span[0] - prev.span[1] <= 2;
    const topic = /^\s*(?:this|that|it)\b/i.test(p.text) && sameLine ? `${prev.text} ${p.text}` : p.text;
    // What the rule is about is its nouns ("passengers"), not its verbs: "remove a passenger" and
    // "modify the number of passengers" are the same request.
    const terms = distinctiveTerms(topic).filter((t) => !ABOUT_PEOPLE.has(t) && !/^\d/.test(t) && !PROCESS_VERBS.some((v) => t.startsWith(v.slice(0, 5))));
    if (terms.length) out.push({ passage: p, topic, terms });
  });
  rulesCache.set(index, out);
  return out;
}

function share(terms: string[], context: Set<string>, idf: Map<string, number>): number {
  let all = 0;
  let have = 0;
  for (const t of terms) {
    const w = idf.get(t) ?? 1;
    all += w;
    if (context.has(t)) have += w;
  }
  return all === 0 ? 0 : have / all;
}

/**
 * Add a contradicted policy claim for each referral sentence of `text` that the policy rules out.
 * What a referral is about ("for assistance with this request") is its own sentence, else the two
 * sentences before it and `customerWords`, the customer's last message.
 */
export function addReferralClaims(claims: Claim[], text: string, policyIndex: () => PolicyIndex, customerWords: string): void {
  if (!REFERRAL.test(text)) return;
  const index = policyIndex();
  const rules = rulesBeyondPeople(index);
  if (!rules.length) return;
  const spans = sentenceSpans(text);
  for (const [k, [start, end]] of spans.entries()) {
    const sentence = text.slice(start, end);
    if (!REFERRAL.test(sentence) || NEGATED.test(sentence) || NEGATED_BEFORE.test(sentence) || STANDING_OFFER.test(sentence) || /\?\s*$/.test(sentence)) continue;
    const own = new Set(distinctiveTerms(sentence));
    const before = spans.slice(Math.max(0, k - 2), k).map(([s, e]) => text.slice(s, e)).join(" ");
    const context = new Set(distinctiveTerms(`${before} ${customerWords}`));
    const scored = rules
      .map((r) => ({ r, s: Math.max(share(r.terms, own, index.idf), share(r.terms, context, index.idf)) }))
      .sort((a, b) => b.s - a.s)[0];
    if (!scored || scored.s < TOPIC_AT) continue;
    const topic = scored.r.topic;
    addPolicyConflict(claims, scored.r.passage, {
      sentence, span: [start, end], stated: topic,
      reason: (p) => `sends the customer to a person for something ${passageWhere(p)} says even a human agent cannot do: "${topic}"`,
      why: "the reply says a person can do it; the policy says no one can",
    });
  }
  claims.sort((a, b) => a.span[0] - b.span[0]);
}
