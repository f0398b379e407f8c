/**
 * "Upgrading just one passenger to business class will cost $600", "business class from IAH to LAS
 * and economy class from LAS to SEA" (issue 10). A change offered for part of what the policy says
 * must stay uniform ("Cabin class must be the same across all the flights in the same reservation;
 * changing cabin for just one flight segment is not possible", "All passengers must fly the same
 * flights in the same cabin") contradicts the policy, however right its arithmetic. On tau-bench
 * airline this is the second commonest error the lexical checks passed: the sentence states an
 * offer, not a rule, so nothing matched it.
 *
 * Only a contradiction is ever added, and only where a uniformity rule of the policy names what the
 * sentence splits (passengers, flights, segments) and shares its subject (cabin, class).
 */
import { sentenceSpans, type PolicyPassage } from "../evidence/policy-passages";
import { passageWhere, perPolicy, type PolicyIndex } from "./match-policy";
import { addPolicyConflict } from "./add-policy-conflict";
import { distinctiveTerms } from "./score-support";
import type { Claim } from "./types";

/** Part of a set: "only one passenger", "just one segment", "only the outbound leg", "one way". */
const PART = /\b(?:only|just)\s+(?:for\s+)?(?:the\s+|one\s+|a single\s+|this\s+|your\s+)?(?:one\s+)?(?:outbound|return|first|second|one|single|this|that)?\s*(way|leg|segment|flight|passenger|direction|trip|portion)s?\b|\b(?:for|on)\s+(?:this|that|one|the outbound|the return)\s+(leg|segment|flight)\b|\b(?:the\s+)?(outbound|return)\s+(?:flight|leg|trip)?\s*(?:remains?|stays?|keeps?)\b|\bkeep\w*\s+(?:the\s+)?(?:current\s+)?\w+\s+(?:class\s+)?for\s+the\s+(return|outbound)\b/i;
/** An offer of a change: "not enough seats on the return flight" splits nothing. */
const CHANGE = /\b(?:upgrad|downgrad|chang|switch|keep|stay|move|remain)/i;
/** Two values of one attribute on two parts: "business class for the outbound and economy for the return". */
const MIXED = /\b(business|economy|premium|first)(?:\s+class)?\s+(?:for|on|from)\b[^.;]{0,60}\b(?:and|while|but)\b[^.;]{0,30}\b(business|economy|premium|first)(?:\s+class)?\s+(?:for|on|from)\b/i;
/** "is not possible", "must apply to all": the sentence states the rule, it does not break it; "the only passenger" splits nothing. */
const STATES_RULE = /\b(?:not possible|cannot|can't|can not|not allowed|not permitted|must (?:apply|be the same)|same cabin|all (?:passengers|flights))\b|\bthe\s+only\s+(?:passenger|traveler|traveller|flight)\b|\bis\s+the\s+only\s+one\b/i;
/** A passage that keeps something the same across a set. */
const UNIFORM = /\bmust be the same\b|\bthe same across all\b|\bin the same \w+\b|\bfor just one\b[^.;]*\bnot possible\b/i;

/** What the sentence splits, as the word a uniformity rule uses for it. */
function splitOf(sentence: string): string | null {
  const m = CHANGE.test(sentence) ? PART.exec(sentence) : null;
  if (m) {
    const w = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? "").toLowerCase();
    return w === "passenger" ? "passenger" : "flight";
  }
  const mixed = MIXED.exec(sentence);
  return mixed && mixed[1].toLowerCase() !== mixed[2].toLowerCase() ? "flight" : null;
}

const uniformityRules = perPolicy((index) => index.passages.filter((p) => UNIFORM.test(p.text)).map((p) => ({ passage: p, terms: new Set(distinctiveTerms(p.text)) })));

/** The flights' rule, not the passengers' ("Cabin class must be the same across all the flights"). */
export function flightsCabinRule(index: PolicyIndex): PolicyPassage | null {
  const rules = uniformityRules(index);
  const rule = rules.find((r) => r.terms.has("fligh") && !r.terms.has("passe") && (r.terms.has("cabin") || r.terms.has("class"))) ?? rules.find((r) => r.terms.has("fligh"));
  return rule?.passage ?? null;
}

/** Words that say which set a rule is about, not what stays the same in it. */
const SET_WORDS = new Set(["passe", "fligh", "segme", "leg", "way", "trip", "reser", "same", "acros", "just", "possi", "chang", "must"]);

/** Cabin classes as a line names them; "basic economy" before "economy". */
const CLASS_WORDS: [RegExp, string][] = [
  [/\bbasic[\s_-]+economy\b/i, "basic economy"],
  [/\b(?<!basic[\s_-])economy\b/i, "economy"],
  [/\bbusiness\b/i, "business"],
  [/\bfirst[\s_-]+class\b/i, "first"],
  [/\bpremium\b/i, "premium"],
];
/** A plan the customer is asked to confirm or told is done, not a list of options to choose from. */
const PLAN = /\b(?:proceed|confirm|updated|changes)\b/i;
/** Alternatives to choose from: "here are your options", "which would you like". One "option" proposed is a plan. */
const CHOICES = /\boptions\b|\b(?:choose|which (?:one|option|would you))\b|^\s*(?:\d+[.)]|[-*]\s*\*\*option\b)/im;
/** "- Cabin: Basic Economy", "**Class:** Economy": a line that only labels the class of the flight above it. */
const CABIN_LABEL = /^\s*(?:[-*•]\s*)?(?:\*\*)?(?:cabin|class|cabin class|fare class)(?:\*\*)?\s*:/i;

/**
 * "- IAH to LAS: Flight HAT286 (Business Class)\n- LAS to SEA: Flight HAT047 (Economy Class)": an
 * itinerary whose lines each give one flight one class, and two lines two classes. The lines, not
 * a sentence, carry the split, so the sentence patterns above never see it.
 */
function mixedLines(text: string, claims: Claim[]): { span: [number, number]; classes: string[] } | null {
  if (!PLAN.test(text) || CHOICES.test(text)) return null;
  const ids = claims.filter((c) => c.kind === "identifier");
  const byLine = new Map<string, [number, number]>();
  let at = 0;
  // The flight a labelled "Cabin: Basic Economy" line below it belongs to: the last id line of the
  // same block (no blank line between), as agents list "Flight Number: HAT229" then "Cabin: ...".
  let blockHasId = false;
  for (const line of text.split("\n")) {
    const start = at;
    at += line.length + 1;
    if (!line.trim()) blockHasId = false;
    const hasId = ids.some((c) => c.span[0] >= start && c.span[1] <= start + line.length);
    if (hasId) blockHasId = true;
    const classes = CLASS_WORDS.filter(([re]) => re.test(line)).map(([, n]) => n);
    if (classes.length !== 1 || !(hasId || (blockHasId && CABIN_LABEL.test(line)))) continue;
    if (!byLine.has(classes[0])) byLine.set(classes[0], [start, start + line.length]);
  }
  if (byLine.size < 2) return null;
  const spans = [...byLine.values()];
  return { span: [Math.min(...spans.map((x) => x[0])), Math.max(...spans.map((x) => x[1]))], classes: [...byLine.keys()] };
}

/** "Upgrading just Noah": one passenger by name. */
const ONLY_NAME = /\b(?:only|just)\s+(?:for\s+)?([A-Z][a-z]+)\b/g;

/**
 * "Noah has been successfully upgraded to business class", "**Noah Hernandez** has been upgraded":
 * one passenger, by name, as the subject of a cabin change told as done. A name that ends a list
 * ("Chen and Noah have been upgraded") names more than one, and is left alone.
 */
const NAMED_CHANGE = /(?<![,&]\s*|\band\s+|\w\s+)\b([A-Z][a-z]+)(?:\s+[A-Z][a-z]+)?(?:\*\*)?\s+(?:has|is|was)\s+(?:now\s+|been\s+|successfully\s+)*(?:upgraded|downgraded|moved|switched)\s+to\b/g;

const namesOne = (sentence: string, isPassenger: (name: string) => boolean) =>
  [...sentence.matchAll(ONLY_NAME), ...sentence.matchAll(NAMED_CHANGE)].some((m) => isPassenger(m[1]));

/** `isPassenger`: whether a first name is a passenger's in the records the run read. */
export function addPartialScopeClaims(claims: Claim[], text: string, policyIndex: () => PolicyIndex, isPassenger: (name: string) => boolean = () => false): void {
  const mixed = mixedLines(text, claims);
  const named = namesOne(text, isPassenger);
  if (!PART.test(text) && !MIXED.test(text) && !mixed && !named) return;
  const index = policyIndex();
  const rules = uniformityRules(index);
  if (!rules.length) return;
  if (mixed) {
    const passage = flightsCabinRule(index);
    if (passage) {
      const rule = { passage };
      const sentence = text.slice(mixed.span[0], mixed.span[1]).trim();
      const lead = text.slice(mixed.span[0], mixed.span[1]).length - text.slice(mixed.span[0], mixed.span[1]).trimStart().length;
      addPolicyConflict(claims, rule.passage, {
        sentence, span: [mixed.span[0] + lead, mixed.span[0] + lead + sentence.length], stated: rule.passage.text,
        reason: (p) => `puts flights of one itinerary in ${mixed.classes.join(" and ")}, where ${passageWhere(p)} keeps the class the same for all: "${p.text}"`,
        why: "the reply mixes classes across the flights; the policy says they must be the same",
      });
    }
  }
  for (const [start, end] of sentenceSpans(text)) {
    const sentence = text.slice(start, end);
    const byName = named && CHANGE.test(sentence) && namesOne(sentence, isPassenger);
    const split = byName ? "passenger" : splitOf(sentence);
    if (!split || STATES_RULE.test(sentence)) continue;
    // A cabin named by its value ("upgrading only Noah to business") is about the cabin as much as "business class" is.
    const terms = [...distinctiveTerms(sentence), ...(CLASS_WORDS.some(([re]) => re.test(sentence)) ? ["cabin"] : [])];
    const setStem = split === "passenger" ? "passe" : "fligh";
    // The rule must be about the set the sentence splits and share what stays the same ("class", "cabin").
    // A rule about the flights of passengers ("all passengers must fly the same flights") is the
    // passengers' rule: a split of flights looks first for one that names no passengers.
    const fitting = rules.filter((r) => r.terms.has(setStem) && terms.some((t) => r.terms.has(t) && !SET_WORDS.has(t)));
    const rule = fitting.find((r) => split === "passenger" || !r.terms.has("passe")) ?? fitting[0];
    if (!rule) continue;
    const set = split === "passenger" ? "passengers" : "flights";
    addPolicyConflict(claims, rule.passage, {
      sentence, span: [start, end], stated: rule.passage.text,
      reason: (p) => `${/\b(?:has|have) (?:\w+ )?been\b|\bwas\b/.test(sentence) ? "says a change was made" : "offers a change"} for part of the ${set} where ${passageWhere(p)} keeps it the same for all: "${p.text}"`,
      why: `the reply splits the ${split}s; the policy says it must be the same across all of them`,
    });
  }
  claims.sort((a, b) => a.span[0] - b.span[0]);
}
